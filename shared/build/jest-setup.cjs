require('@testing-library/jest-dom');
// webpack's DefinePlugin value in tests.
globalThis.__APP_BUILD_ID__ = 'test';
