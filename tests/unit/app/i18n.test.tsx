import { render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { addTexts, fetchOtherLanguages } from '../../../src/i18n/add-texts';
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
