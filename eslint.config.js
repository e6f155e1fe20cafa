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
  // Layering: only src/api/http.ts talks to the network (fetch; ADR 0020 replaced axios).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/http.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: '只有 src/api/http.ts 可以发起网络请求。' },
        { name: 'XMLHttpRequest', message: '只有 src/api/http.ts 可以发起网络请求。' },
      ],
      'no-restricted-properties': ['error', { object: 'window', property: 'fetch', message: '只有 src/api/http.ts 可以发起网络请求。' }],
      'no-restricted-imports': ['error', { paths: [{ name: 'axios', message: 'HTTP 客户端是 src/api/http.ts（fetch），不再使用 axios。' }] }],
    },
  },
  ...storybook.configs['flat/recommended'],
);
