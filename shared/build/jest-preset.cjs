// Jest preset for every front-end package: jsdom, @swc/jest for TS/TSX, jest-dom matchers.
// A package's jest.config.js:  module.exports = require('@app/shared/build/jest-preset.cjs')(__dirname);
const path = require('node:path');

module.exports = function createJestConfig(dir, overrides = {}) {
  return {
    rootDir: dir,
    testEnvironment: path.join(__dirname, 'jest-environment.cjs'),
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    transform: {
      // .mjs too: build modules shared with the Node servers (e.g. security-headers.mjs) are ES modules.
      '^.+\\.((t|j)sx?|mjs)$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.(css|svg|png|jpe?g|gif|webp)$': path.join(__dirname, 'jest-file-stub.cjs'),
    },
    setupFiles: [path.join(__dirname, 'jest-polyfills.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
    globals: { __APP_BUILD_ID__: 'test' },
    clearMocks: true,
    ...overrides,
  };
};
