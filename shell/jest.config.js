module.exports = require('@app/shared/build/jest-preset.cjs')(__dirname, {
  // The production server's tests (server/) run in Node: each file says `@jest-environment node`.
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/server/**/*.test.{ts,tsx}'],
});
