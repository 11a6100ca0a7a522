module.exports = require('@app/shared/build/jest-preset.cjs')(__dirname);
