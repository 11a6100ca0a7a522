const createJestConfig = require('@app/shared/build/jest-preset.cjs');

const base = createJestConfig(__dirname);

// Other packages build and test on the same 2 cores: generous timeouts keep these tests about behaviour, not speed.
module.exports = {
  ...base,
  testTimeout: 30000,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/__tests__/setup.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/src/__tests__/setup.ts', '/src/__tests__/mockApi.ts'],
};
