// @vitest-environment node
/**
 * The lint's import rules can fail (eslint.config.js): each probe below breaks one rule and must be rejected with
 * that rule's id, and a clean file must pass, so the test fails both ways. The probes are linted as if they stood at
 * a path inside src (ESLint's `lintText` with a `filePath`), so the zones apply as they do to the app's own files;
 * nothing is written there but the cycle's two files and the new feature's folder they stand in, removed after.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const root = join(import.meta.dirname, '../../..');
const probeFeature = `lint-probe-${String(process.pid)}`;
const probeDir = join(root, 'src/features', probeFeature);

let eslint: ESLint;

beforeAll(() => {
  // A deliberate a ↔ b cycle, in a feature folder that no list names: the feature rule must cover it too.
  mkdirSync(probeDir, { recursive: true });
  writeFileSync(
    join(probeDir, 'a.ts'),
    "import { b } from './b';\n\nexport const a = (): number => b() + 1;\n",
  );
  writeFileSync(
    join(probeDir, 'b.ts'),
    "import { a } from './a';\n\nexport const b = (): number => 1;\nexport const ab = (): number => a();\n",
  );
  // The probes stand at paths no tsconfig project holds a file at, so they are linted without type information:
  // the import rules read no types.
  eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });
});

afterAll(() => {
  rmSync(probeDir, { recursive: true, force: true });
});

/** The rule ids that reject `code` standing at `path` (relative to the repository). */
async function rulesBreaking(code: string, path: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

const RESTRICTED_PATHS = 'import-x/no-restricted-paths';
const RESTRICTED_IMPORTS = '@typescript-eslint/no-restricted-imports';

describe('the lint rejects what breaks the layout', { timeout: 120_000 }, () => {
  it('a cycle between two files', async () => {
    const [a, b] = await eslint.lintFiles([join(probeDir, 'a.ts'), join(probeDir, 'b.ts')]);
    expect(a?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
    expect(b?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });

  it("every-shop's internals imported from another feature", async () => {
    const code =
      "import { EveryShopPage } from '../every-shop/every-shop-page';\n\nexport const page = EveryShopPage;\n";
    expect(await rulesBreaking(code, 'src/features/catalogue/lint-probe.ts')).toContain(
      RESTRICTED_PATHS,
    );
  });

  it("a deep import of checkout's texts from another feature, and from app", async () => {
    const code =
      "import { checkout } from '../checkout/texts/zh-TW/checkout';\n\nexport const texts = checkout;\n";
    expect(await rulesBreaking(code, 'src/features/cart/lint-probe.ts')).toContain(
      RESTRICTED_PATHS,
    );
    const fromApp = code.replace('../checkout/', '../features/checkout/');
    expect(await rulesBreaking(fromApp, 'src/app/lint-probe.ts')).toContain(RESTRICTED_PATHS);
  });

  it("a feature's internals, whatever its folder: one made after the lint's config was written", async () => {
    const code = `import { a } from '../${probeFeature}/a';\n\nexport const value = a();\n`;
    expect(await rulesBreaking(code, 'src/features/cart/lint-probe.ts')).toContain(
      RESTRICTED_PATHS,
    );
  });

  it('the start-up importing a component, or the framework one hop away', async () => {
    const component =
      "import { Spinner } from '../components/spinner';\n\nexport const spinner = Spinner;\n";
    const breaking = await rulesBreaking(component, 'src/start/lint-probe.ts');
    expect(breaking).toContain(RESTRICTED_PATHS);
    expect(breaking).toContain(RESTRICTED_IMPORTS);
    // The two framework files of the folders the start-up stands on.
    const provider =
      "import { LineProvider } from '../line/line-context';\n\nexport const provider = LineProvider;\n";
    expect(await rulesBreaking(provider, 'src/start/lint-probe.ts')).toContain(RESTRICTED_IMPORTS);
    const hooks =
      "import { useAppSelector } from '../store/hooks';\n\nexport const select = useAppSelector;\n";
    expect(await rulesBreaking(hooks, 'src/start/lint-probe.ts')).toContain(RESTRICTED_IMPORTS);
    // Those folders are kept from the framework in turn, so nothing they import brings it either.
    const react = "import { useState } from 'react';\n\nexport const state = useState;\n";
    expect(await rulesBreaking(react, 'src/line/lint-probe.ts')).toContain(RESTRICTED_IMPORTS);
    const mui =
      "import type { AlertColor } from '@mui/material/Alert';\n\nexport type Color = AlertColor;\n";
    expect(await rulesBreaking(mui, 'src/store/lint-probe.ts')).toContain(RESTRICTED_IMPORTS);
    const i18n = "import { initI18n } from '../i18n/i18n';\n\nexport const start = initI18n;\n";
    expect(await rulesBreaking(i18n, 'src/start/lint-probe.ts')).toContain(RESTRICTED_PATHS);
  });

  it('a lower floor importing a higher one: domain a DTO, phone the server layer, api the store or the start-up, the store the start-up', async () => {
    const dto = "import type { Product } from '../api/types';\n\nexport type Listed = Product;\n";
    expect(await rulesBreaking(dto, 'src/domain/lint-probe.ts')).toContain(RESTRICTED_PATHS);
    const http = "import { httpFor } from '../api/http';\n\nexport const client = httpFor;\n";
    expect(await rulesBreaking(http, 'src/phone/lint-probe.ts')).toContain(RESTRICTED_PATHS);
    const slice =
      "import { signedOut } from '../store/session/auth-slice';\n\nexport const ended = signedOut;\n";
    expect(await rulesBreaking(slice, 'src/api/lint-probe.ts')).toContain(RESTRICTED_PATHS);
    const startUp =
      "import type { MakeStoreOptions } from '../start/make-store';\n\nexport type Options = MakeStoreOptions;\n";
    expect(await rulesBreaking(startUp, 'src/api/lint-probe.ts')).toContain(RESTRICTED_PATHS);
    expect(await rulesBreaking(startUp, 'src/store/lint-probe.ts')).toContain(RESTRICTED_PATHS);
    // What the phone keeps is below them all.
    const phone =
      "import { withTabLock } from '../phone/tab-lock';\n\nexport const lock = withTabLock;\n";
    expect(await rulesBreaking(phone, 'src/api/lint-probe.ts')).toEqual([]);
    expect(await rulesBreaking(phone, 'src/store/lint-probe.ts')).toEqual([]);
    expect(await rulesBreaking(phone, 'src/start/lint-probe.ts')).toEqual([]);
  });

  it('anything but the entry and app/ importing the start-up, even for a type', async () => {
    const startApp =
      "import { startApp } from '../../start/start-app';\n\nexport const start = startApp;\n";
    expect(await rulesBreaking(startApp, 'src/features/auth/lint-probe.ts')).toContain(
      RESTRICTED_PATHS,
    );
    const type =
      "import type { StartedApp } from '../start/start-app';\n\nexport type App = StartedApp;\n";
    expect(
      await rulesBreaking(type.replace('../', '../../'), 'src/features/checkout/probe.ts'),
    ).toContain(RESTRICTED_PATHS);
    expect(await rulesBreaking(type, 'src/components/lint-probe.ts')).toContain(RESTRICTED_PATHS);
    expect(await rulesBreaking(type.replace('../', './'), 'src/lint-probe.ts')).toContain(
      RESTRICTED_PATHS,
    );
    // app/ is handed the started app, and the start-up's own files import each other.
    expect(await rulesBreaking(type, 'src/app/lint-probe.ts')).toEqual([]);
    const step =
      "import { startupSignIn } from './startup-sign-in';\n\nexport const step = startupSignIn;\n";
    expect(await rulesBreaking(step, 'src/start/lint-probe.ts')).toEqual([]);
  });

  it('i18n importing a feature, even its texts or its index.ts, or anything above config/ and domain/', async () => {
    const texts =
      "import { checkoutTexts } from '../features/checkout/texts/checkout';\n\nexport const texts = checkoutTexts;\n";
    expect(await rulesBreaking(texts, 'src/i18n/lint-probe.ts')).toContain(RESTRICTED_PATHS);
    const index =
      "import { ordersTexts } from '../features/orders';\n\nexport const texts = ordersTexts;\n";
    expect(await rulesBreaking(index, 'src/i18n/lint-probe.ts')).toContain(RESTRICTED_PATHS);
    const store =
      "import { selectIsLoggedIn } from '../store/session/auth-slice';\n\nexport const select = selectIsLoggedIn;\n";
    expect(await rulesBreaking(store, 'src/i18n/lint-probe.ts')).toContain(RESTRICTED_PATHS);
    const clean = [
      "import { paths } from '../config/paths';",
      "import { formatQuantity } from '../domain/quantity';",
      '',
      'export const parts = [paths, formatQuantity] as const;',
      '',
    ].join('\n');
    expect(await rulesBreaking(clean, 'src/i18n/lint-probe.ts')).toEqual([]);
  });

  it('passes a clean file: another feature through its index.ts, the rules of domain/', async () => {
    const code = [
      "import { submitOrder } from '../checkout';",
      "import { orderAmount } from '../../domain/money';",
      '',
      'export const parts = [submitOrder, orderAmount] as const;',
      '',
    ].join('\n');
    expect(await rulesBreaking(code, 'src/features/cart/lint-probe.ts')).toEqual([]);
    const startUp = [
      "import { formatQuantity } from '../domain/quantity';",
      "import { signedOut } from '../store/session/auth-slice';",
      "import type { LineClient } from '../line/line-client';",
      '',
      'export const parts = [formatQuantity, signedOut] as const;',
      'export type Line = LineClient;',
      '',
    ].join('\n');
    expect(await rulesBreaking(startUp, 'src/start/lint-probe.ts')).toEqual([]);
  });

  it('lets through the known exception only, and nothing beside it', async () => {
    // The route table loads each screen by its file, and the shell's later parts.
    const screen =
      "export const load = () => import('../features/guide/guide-page').then((m) => m.GuidePage);\n";
    expect(await rulesBreaking(screen, 'src/app/route-table.ts')).toEqual([]);
    const notAScreen =
      "export const load = () => import('../features/guide/order-guide').then((m) => m.selectOrderGuide);\n";
    expect(await rulesBreaking(notAScreen, 'src/app/route-table.ts')).toContain(RESTRICTED_PATHS);
    expect(await rulesBreaking(screen, 'src/app/routes.tsx')).toContain(RESTRICTED_PATHS);
  });
});
