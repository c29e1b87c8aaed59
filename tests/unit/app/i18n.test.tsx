import { render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { addTexts, fetchOtherLanguages, type NamespaceTexts } from '../../../src/i18n/add-texts';
import { initI18n } from '../../../src/i18n/i18n';
import { demoTexts } from '../../../src/features/demo/texts/demo';
import { checkoutTexts } from '../../../src/features/checkout/texts/checkout';

/** A text read in English, as PageTwo reads its greeting: a fixed translator. */
function EnglishAppName() {
  const { i18n } = useTranslation();
  return <p>{i18n.getFixedT('en', 'common')('appName')}</p>;
}

test("the app starts with the shell's and the shared zh-TW texts only; a feature adds its own", () => {
  const i18n = initI18n();
  expect(i18n.t('common:appName')).toBe('鮮享訂購平台');
  expect(i18n.t('shell:carriedTap.noLongerSold')).toBe('這項商品已停售');
  expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  // PageTwo's texts come with PageTwo, every language of its greeting with them.
  expect(i18n.hasResourceBundle('zh-TW', 'demo')).toBe(false);
  addTexts(i18n, demoTexts);
  expect(i18n.getFixedT('ko', 'demo')('greeting')).toBe(
    '안녕하세요! 신선 주문 플랫폼에 오신 것을 환영합니다',
  );
  expect(i18n.getFixedT('en', 'demo')('greeting')).toBe('Hello! Welcome to Fresh-Share Ordering');
});

test('the other languages are fetched when asked for, and a namespace added later brings its own', async () => {
  const i18n = initI18n();
  await fetchOtherLanguages(i18n);
  expect(i18n.getFixedT('en', 'common')('appName')).toBe('Fresh-Share Ordering');
  addTexts(i18n, checkoutTexts);
  await fetchOtherLanguages(i18n);
  expect(i18n.getFixedT('en', 'checkout')('title')).toBe('Select delivery address');
});

test('a text asked for before its language is loaded shows once it arrives', async () => {
  render(
    <I18nextProvider i18n={initI18n()}>
      <EnglishAppName />
    </I18nextProvider>,
  );
  // The missing text itself triggers the fetch; the 'added' event renders the component again.
  expect(await screen.findByText('Fresh-Share Ordering')).toBeInTheDocument();
});

test('a zh-TW text missing outside production is an error, not a key on the screen passed over', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const i18n = initI18n();
  // A namespace no code added (its screen never opened): the key shows, and says so.
  expect(i18n.t('checkout:title')).toBe('title');
  expect(error).toHaveBeenCalledWith('zh-TW has no text checkout:title');
  error.mockRestore();
});

/** The keys of a texts object, nested ones as a.b. */
const keysOf = (texts: object, prefix = ''): string[] =>
  Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );

test("every namespace's English fills each of its zh-TW keys; the demo's fault switch has none, on purpose", async () => {
  const definitions = Object.values(
    import.meta.glob<Record<string, unknown>>('../../../src/**/texts/*.ts', { eager: true }),
  )
    .flatMap((module) => Object.values(module))
    .filter(
      (value): value is NamespaceTexts =>
        typeof value === 'object' && value !== null && 'ns' in value,
    );
  const i18n = initI18n();
  for (const definition of definitions) addTexts(i18n, definition);
  await fetchOtherLanguages(i18n);
  const namespaces = definitions.map(({ ns }) => ns).sort();
  expect(namespaces).toEqual(
    expect.arrayContaining(['cart', 'cartSend', 'checkout', 'common', 'shell', 'statement']),
  );
  const englishKeys = (ns: string) =>
    i18n.hasResourceBundle('en', ns)
      ? keysOf(i18n.getResourceBundle('en', ns) as object).sort()
      : 'none';
  const zhTWKeys = (ns: string) => keysOf(i18n.getResourceBundle('zh-TW', ns) as object).sort();
  expect(Object.fromEntries(namespaces.map((ns) => [ns, englishKeys(ns)]))).toEqual(
    Object.fromEntries(namespaces.map((ns) => [ns, ns === 'demoFaults' ? 'none' : zhTWKeys(ns)])),
  );
});
