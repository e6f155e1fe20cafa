import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The light primitives of src/components drawn from src/theme/ui.module.css (issue 31, Foundations story). */
/**
 * axios only in src/api/http.ts, dayjs only in src/lib/format.ts. Flat config replaces a rule's
 * options per matching block, so every block that sets no-restricted-imports repeats these.
 */
const HTTP_AND_DATE_PATHS = [
  { name: 'axios', message: '只有 src/api/http.ts 可以导入 axios：请调用 src/api 里的函数。' },
  { name: 'dayjs', message: '日期请用 src/lib/format.ts 里的辅助函数（dayjs 在那里）。' },
];
const PRIMITIVES = ['Alert', 'Badge', 'Button', 'PageRoot', 'RadioGroup', 'Select', 'Skeleton', 'Spinner', 'Switch', 'Tag', 'TextInput', 'VisuallyHidden'];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-server/',
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
  // Layering: only src/api/http.ts talks to the network, through axios (issue 31).
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
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'axios', message: '只有 src/api/http.ts 可以导入 axios：请调用 src/api 里的函数。' }], patterns: [{ group: ['axios/*'], message: '只有 src/api/http.ts 可以导入 axios。' }] },
      ],
    },
  },
  // Dates: dayjs behind the helpers of src/lib/format.ts is the one date library (issue 31). No
  // Date parsing, construction or calendar arithmetic elsewhere in the app (Date.now() is fine).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/format.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']", message: '日期请用 src/lib/format.ts 里的辅助函数（dayjs）。' },
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name=/^(parse|UTC)$/]", message: '日期请用 src/lib/format.ts 里的辅助函数（dayjs）。' },
        {
          selector: 'CallExpression[callee.property.name=/^(get|set)(UTC)?(FullYear|Month|Date|Day|Hours|Minutes|Seconds|Milliseconds|Time)$|^getTimezoneOffset$/]',
          message: '日期计算请用 src/lib/format.ts 里的辅助函数（dayjs）。',
        },
      ],
    },
  },
  // dayjs itself: through src/lib/format.ts; antd's date pickers (admin, AntdScope) take Dayjs values.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/http.ts', 'src/lib/format.ts', 'src/pages/Admin/**', 'src/theme/AntdScope.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: HTTP_AND_DATE_PATHS,
          patterns: [
            { group: ['axios/*'], message: '只有 src/api/http.ts 可以导入 axios。' },
            { group: ['dayjs/*'], message: '日期请用 src/lib/format.ts 里的辅助函数。' },
            { group: ['**/theme/ui.module.css'], message: '请使用 src/components 里的基础组件（Button、TextInput、Select …），不要直接用 ui.module.css 的类。' },
          ],
        },
      ],
    },
  },
  // The light primitives (issue 31) are the only users of theme/ui.module.css.
  {
    files: [`src/components/{${PRIMITIVES.join(',')}}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: HTTP_AND_DATE_PATHS,
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
