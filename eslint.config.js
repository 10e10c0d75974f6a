import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', '.bench-out/**', 'node_modules/**', 'test/fixtures/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // Plain Node scripts (test servers and scenarios that run as their own processes).
    files: ['**/*.mjs'],
    languageOptions: {
      sourceType: 'module',
      globals: { process: 'readonly', Buffer: 'readonly', URL: 'readonly', URLSearchParams: 'readonly', console: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' },
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' } },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error',
        { name: 'Date', message: 'domain/ gets time as a value (ClockPort in application).' },
        { name: 'setTimeout', message: 'domain/ is pure.' },
        { name: 'fetch', message: 'domain/ is pure.' },
        { name: 'process', message: 'domain/ is pure.' },
      ],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'domain/ is deterministic.' }],
    },
  },
);
