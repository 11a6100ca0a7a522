// ESLint for every workspace: `npm run lint` (part of `npm test` and CI).
// - typescript-eslint's recommended rules, React's rules of hooks in the front ends;
// - workspace boundaries (tooling/eslint-rules.mjs): a remote never imports another remote or the shell, front ends
//   never import the API, @app/shared never imports a remote or the shell, the contract imports none of ours;
// - an eslint-disable comment must say why on the same line (`// eslint-disable-next-line rule -- reason`).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import local from './tooling/eslint-rules.mjs';

const FRONT_ENDS = ['shell', 'remote-auth', 'remote-users', 'remote-catalog', 'remote-public', 'shared'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.mf/**',
      '**/.swc/**',
      '**/@mf-types/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/.data/**',
      '**/.bench-data/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { local },
    rules: {
      'local/workspace-boundaries': 'error',
      'local/disable-needs-reason': 'error',
      // Unused arguments named with a leading underscore are deliberate (a callback's fixed signature).
      // Jest's polyfills define globals (TextEncoder, Request) on purpose; TypeScript catches real redeclarations.
      'no-redeclare': ['error', { builtinGlobals: false }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: FRONT_ENDS.map((name) => `${name}/src/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Kysely's convention: migrations and a dialect work on any schema (`Kysely<any>`), not on today's types.
    files: ['api/src/db/migrations/**', 'api/src/db/migrate.ts', 'api/src/db/pglite-dialect.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Tests and benchmarks read answers of any shape; production code types what it reads. Jest loads a module
    // afresh inside isolateModules with require().
    files: ['**/test/**', '**/__tests__/**', 'e2e/**', '**/bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Playwright reads a fixture's first parameter as a pattern of the fixtures it needs: `{}` means none.
    files: ['e2e/fixtures.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // CommonJS build and test configuration files.
    files: ['**/*.cjs', '**/jest.config.js', '**/webpack.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
