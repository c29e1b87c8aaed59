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
  // The DTOs (api/types.ts) are types only: the pure rules may name them.
  layer(
    './src/domain',
    ['./src/!(config|domain|api)/**', './src/api/!(types.ts)', './src/api/*/**'],
    'domain is pure: config and the DTOs only',
  ),
  // i18n gathers the texts (plain data in texts/ folders) of the start-up and of each feature, and nothing else of them.
  layer(
    './src/i18n',
    [
      './src/!(config|domain|i18n|start|features)/**',
      './src/start/!(texts)/**',
      './src/start/*.ts',
      './src/features/*/!(texts)/**',
      './src/features/*/*.{ts,tsx}',
    ],
    'i18n sits below the state: of the start-up and the features it reads their texts/ only',
  ),
  layer(
    './src/line',
    ['./src/!(config|domain|line)/**'],
    'line returns results, never calls the server',
  ),
  layer(
    './src/components',
    ['./src/!(config|domain|i18n|line|components|store)/**'],
    'components are presentational: they read the store at most',
  ),
  layer(
    './src/store',
    ['./src/!(config|domain|store|api|start)/**'],
    'the store holds state and rules: no components, no wording, nothing above it',
  ),
  layer(
    './src/api',
    ['./src/!(config|domain|store|api|start)/**'],
    'the server layer sits below the screens',
  ),
  layer(
    './src/start',
    ['./src/!(config|domain|i18n|line|components|store|api|start)/**'],
    'the start-up imports no feature and no screen',
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
// Capabilities meet only through a feature's public index.ts.
const features = [
  'account',
  'addresses',
  'auth',
  'cart',
  'catalogue',
  'checkout',
  'demo',
  'guide',
  'order-detail',
  'orders',
  'price-changes',
  'shared-cart',
];
for (const f of features) {
  zones.push(
    layer(
      `./src/features/${f}`,
      features.filter((o) => o !== f).map((o) => `./src/features/${o}/!(index.ts)`),
      "a feature imports another feature only through that feature's index.ts",
    ),
  );
}

/**
 * The start-up and the state it makes run on every open before any screen: they import none of the framework
 * (React's renderer, MUI, emotion, react-i18next, the router), no feature and no screen; and the server layer
 * (RTK Query, axios and the calls) only as types: start/server-layer.ts loads it when the open needs the server.
 */
const withoutFramework = [
  { group: ['react-dom', 'react-dom/*'], message: 'The start-up runs before the renderer.' },
  { group: ['@mui/*', '@emotion/*'], message: 'The start-up shows nothing: no MUI, no emotion.' },
  { group: ['react-i18next', 'react-router', 'react-router-dom'], message: 'No screen code here.' },
  {
    group: ['**/features/**', '**/app/**'],
    message: 'The start-up imports no feature and no screen.',
  },
  {
    group: [
      '**/api/**',
      '!**/api/types',
      '@reduxjs/toolkit/query',
      '@reduxjs/toolkit/query/*',
      'axios',
    ],
    allowTypeImports: true,
    message:
      'The server layer joins the store later (start/server-layer.ts): import its types only.',
  },
];

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
  {
    files: ['src/start/**/*.{ts,tsx}', 'src/store/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: withoutFramework }],
    },
  },
  // The entry and what it runs before anything else has arrived (the stored home's paint, LINE's early read, the
  // list of code to fetch): they import nothing that travels in another file, so they run the moment they arrive.
  {
    files: [
      'src/main.tsx',
      'src/stored-home/**/*.ts',
      'src/app/screens.ts',
      'src/line/line-user-before-init.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/start/**',
                '**/store/**',
                '**/api/**',
                '**/features/**',
                '**/i18n/**',
                '**/components/**',
                'react',
                'react-*',
                '@mui/*',
                '@emotion/*',
                '@reduxjs/*',
                'i18next',
                '@line/*',
              ],
              allowTypeImports: true,
              message:
                'The entry runs before the start-up and the app have arrived: load them with import() (app/screens.ts).',
            },
          ],
        },
      ],
    },
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
