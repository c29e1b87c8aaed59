import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import testingLibrary from 'eslint-plugin-testing-library';
import vitest from '@vitest/eslint-plugin';

// The import direction (docs/architecture.md, "Layers"): a lower layer never imports a higher one.
const layer = (target, from, message) => ({ target, from, message });
const zones = [
  layer('./src/config', ['./src/!(config)/**'], 'config is the lowest layer'),
  // The pure rules name their own types (the few fields each reads); the server's DTOs satisfy them as they are.
  layer('./src/domain', ['./src/!(config|domain)/**'], 'domain is pure: config only'),
  // i18n starts i18next and holds the shell's and the shared words; each feature adds its own texts from its own code.
  layer(
    './src/i18n',
    ['./src/!(config|domain|i18n)/**'],
    'i18n may import only config/ and domain/: each feature adds its own texts',
  ),
  // What the phone keeps for the session: the tokens in its storage, the lock its tabs share.
  layer(
    './src/phone',
    ['./src/!(config|domain|phone)/**'],
    "phone keeps the tokens and the tabs' lock: config and domain only",
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
    ['./src/!(config|domain|phone|store|api)/**'],
    'the store holds state and rules: no components, no wording, nothing above it',
  ),
  layer(
    './src/api',
    ['./src/!(config|domain|phone|api)/**'],
    'the server layer sits below the state: no store, no start-up, nothing above them',
  ),
  layer(
    './src/start',
    ['./src/!(config|domain|phone|line|store|api|start)/**'],
    'the start-up stands on framework-free folders only: config, domain, phone, line, store (api as types)',
  ),
  // The start-up only starts: it is run by the entry and handed to app/, and holds nothing another folder needs (the
  // session's thunks, LINE's start, the navigation handle are in store/ and line/, where the features find them).
  layer(
    ['./src/!(start|app)/**', './src/!(main).{ts,tsx}'],
    ['./src/start/**'],
    'only main.tsx and app/ import the start-up (src/start only starts): take what it uses from its own folder',
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
// Capabilities meet only through a feature's public index.ts. The features are the folders of src/features, read
// here, so a new feature is covered without a list to keep; from anywhere outside a feature (another feature, app,
// i18n …) only its index.ts may be imported, at any depth of its folder.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/**
 * The one exception: the route table (app/route-table.ts) loads each screen, and each part the shell shows later
 * (the delivery dialog, the bar of an order waiting for the signal, 各店訂購's pass bar), by its own file. It may import
 * no feature's index.ts: the entry imports it before any feature's code has arrived. tests/unit/build/lint-rules.test.ts
 * checks that this much gets through, and nothing else.
 */
const screenList = './src/app/route-table.ts';
const screenFiles = '*-page.tsx|page-two.tsx|delivery-dialog.tsx|kept-order-bar.tsx|pass-bar.tsx';
const outsideAFeature = [
  './src/!(features|app)/**',
  './src/app/!(route-table.ts)',
  './src/app/*/**',
  './src/*.{ts,tsx}',
];
for (const f of features) {
  zones.push(
    layer(
      [...outsideAFeature, `./src/features/!(${f})/**`],
      [`./src/features/${f}/!(index.ts)`, `./src/features/${f}/*/**`],
      `a feature is imported only through its index.ts (${f})`,
    ),
  );
}
zones.push(
  layer(
    screenList,
    [`./src/features/*/!(index.ts|${screenFiles})`, './src/features/*/*/**'],
    "the route table loads a feature's screens and shell parts only; anything else through its index.ts",
  ),
);

/**
 * The framework, and the folders that bring it: React, its renderer and react-redux, MUI, emotion, i18next and
 * react-i18next, the router; components/, i18n/, the features and the screens. The start-up (src/start) runs on
 * every open before any of it has arrived, and so does what it imports. A rule on the start-up's own imports alone
 * would let a file it imports bring the framework one hop later (components/app-alerts.ts once brought MUI's types,
 * line/line-context.tsx React), so the rule is closed over the folders the start-up stands on: it may import only
 * config/, domain/, phone/, line/, store/ and itself at run time (the zone "the start-up stands on framework-free folders"),
 * and each of those folders is held to the same list of forbidden imports in turn (the block that applies
 * `withoutFramework`), the two framework files among them (store/hooks.ts, line/line-context.tsx) being ones that no
 * framework-free file may import. What the start-up imports is then free of the framework at any depth.
 */
const withoutFramework = [
  {
    group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-redux'],
    message: 'The start-up runs before React.',
  },
  { group: ['@mui/*', '@emotion/*'], message: 'The start-up shows nothing: no MUI, no emotion.' },
  {
    group: ['i18next', 'react-i18next', 'react-router', 'react-router-dom', '**/i18n/**'],
    message: 'The start-up has no wording machinery and no router.',
  },
  {
    group: ['**/components/**', '**/features/**', '**/app/**'],
    message: 'The start-up imports no component, no feature and no screen.',
  },
  {
    group: ['**/store/hooks', '**/line/line-context', './hooks', './line-context'],
    message: 'React hooks and the LINE provider are the framework side of store/ and line/.',
  },
];
/**
 * The server layer (src/api with RTK Query and axios) joins the store later: the start-up and the store name its
 * types only, and start/server-layer.ts is the one place that loads it.
 */
const serverLayerTypesOnly = {
  group: [
    '**/api/**',
    '!**/api/types',
    '@reduxjs/toolkit/query',
    '@reduxjs/toolkit/query/*',
    'axios',
  ],
  allowTypeImports: true,
  message: 'The server layer joins the store later (start/server-layer.ts): import its types only.',
};

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
    // import-x reads each imported file itself to follow the graph (no-cycle) and to place an import
    // (no-restricted-paths): it must parse TypeScript with TypeScript's parser, know the extensions an import may
    // leave out, and resolve paths as tsconfig.json does. Without these it resolves nothing and both rules pass
    // everything (tests/unit/build/lint-rules.test.ts holds them to it).
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.json', alwaysTryTypes: true }),
      ],
    },
  },
  {
    files: ['src/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/start/**/*.{ts,tsx}', 'src/store/**/*.{ts,tsx}'],
    ignores: ['src/store/hooks.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [...withoutFramework, serverLayerTypesOnly] },
      ],
    },
  },
  {
    files: [
      'src/line/**/*.{ts,tsx}',
      'src/domain/**/*.ts',
      'src/phone/**/*.ts',
      'src/config/**/*.ts',
    ],
    ignores: ['src/line/line-context.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: withoutFramework }],
    },
  },
  // The entry and what it runs before anything else has arrived (the stored home's paint, LINE's early read, the
  // route table): they import nothing that travels in another file, so they run the moment they arrive.
  {
    files: [
      'src/main.tsx',
      'src/stored-home/**/*.ts',
      'src/app/route-table.ts',
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
                'The entry runs before the start-up and the app have arrived: load them with import() (app/route-table.ts).',
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
