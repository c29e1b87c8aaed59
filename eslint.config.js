import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import testingLibrary from 'eslint-plugin-testing-library';
import vitest from '@vitest/eslint-plugin';

// The import direction (docs/architecture.md, "Layers"): a lower layer never imports a higher one.
const layer = (target, from, message) => ({ target, from, message });
const zones = [
  layer('./src/config', ['./src/!(config)/**'], 'config is the lowest layer'),
  layer('./src/domain', ['./src/!(config|domain)/**'], 'domain is pure: config only'),
  layer('./src/i18n', ['./src/!(config|domain|i18n)/**'], 'i18n sits below api'),
  layer('./src/line', ['./src/!(config|domain|line)/**'], 'line returns results, never calls api'),
  layer(
    './src/components',
    ['./src/!(config|domain|i18n|components)/**'],
    'components are presentational',
  ),
  layer(
    './src/api',
    ['./src/!(config|domain|i18n|line|components|api)/**'],
    'api sits below store',
  ),
  layer(
    './src/store',
    [
      './src/components/**',
      './src/i18n/**',
      './src/hooks/**',
      './src/features/**',
      './src/app/**',
      './src/mocks/**',
      './src/main.*',
    ],
    'store holds state and rules: no components, no wording, nothing above it',
  ),
  layer(
    './src/hooks',
    ['./src/features/**', './src/app/**', './src/mocks/**', './src/main.*'],
    'hooks sit below features',
  ),
  layer(
    './src/features',
    ['./src/app/**', './src/mocks/**', './src/main.*'],
    'features sit below app',
  ),
  layer('./src/app', ['./src/mocks/**', './src/main.*'], 'production code never imports mocks'),
  layer(
    './src/mocks',
    ['./src/!(api|domain|config|mocks)/**'],
    'mocks may import only api/types, domain and config',
  ),
  layer('./src', ['./tests/**'], 'production code never imports tests'),
];
// A feature never imports another feature.
const features = [
  'auth',
  'catalogue',
  'guide',
  'cart',
  'checkout',
  'orders',
  'order-detail',
  'account',
  'addresses',
  'demo',
];
for (const f of features) {
  zones.push(
    layer(
      `./src/features/${f}`,
      features.filter((o) => o !== f).map((o) => `./src/features/${o}`),
      'a feature never imports another feature',
    ),
  );
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'public',
      'test-results',
      'playwright-report',
      'coverage',
      'reports/mutation',
      '.stryker-tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@line/liff',
              message: 'Use @line/liff/core plus the modules used (pluggable SDK).',
            },
            {
              name: '@mui/icons-material',
              message: 'Import icons by path: @mui/icons-material/Name.',
            },
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use the typed hooks from store/hooks.ts.',
            },
          ],
        },
      ],
    },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
  },
  {
    files: ['src/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // The bench's naive app (bench/naive, its own tsconfig): a stand-alone app of one file, not one of this app's
  // layers, so it makes its typed hooks where it uses them.
  {
    files: ['bench/naive/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // Vitest's and Testing Library's own advice for the unit and integration tests (not the Playwright journeys, which
  // query pages through Playwright's locators).
  {
    files: [
      'tests/unit/**/*.{ts,tsx}',
      'tests/integration/**/*.{ts,tsx}',
      'tests/support/**/*.{ts,tsx}',
    ],
    ...vitest.configs.recommended,
    languageOptions: { globals: vitest.environments.env.globals },
    rules: {
      ...vitest.configs.recommended.rules,
      // Vitest's expect takes a message as its second argument; helpers named expect… and fast-check's assert assert.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      'vitest/expect-expect': [
        'error',
        { assertFunctionNames: ['expect', 'expect*', 'fc.assert'] },
      ],
    },
  },
  {
    files: ['tests/unit/**/*.tsx', 'tests/integration/**/*.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
