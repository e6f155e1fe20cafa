import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'storybook-static/',
      'data/',
      'coverage/',
      '.test-results/',
      '.tmp/',
      '.vitest-attachments/',
      '.storybook/public/mockServiceWorker.js',
      'tests/visual/__screenshots__/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Layering: only src/api/http.ts may import axios.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/http.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'axios', message: '只有 src/api/http.ts 可以使用 axios。' }] }],
    },
  },
  ...storybook.configs['flat/recommended'],
);
