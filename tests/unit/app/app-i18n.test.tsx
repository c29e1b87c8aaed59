import { render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { initAppI18n, whenFallbackLanguagesLoaded } from '../../../src/i18n/app-i18n';

/** PageTwo's way of reading another language: a fixed translator. */
function KoreanGreeting() {
  const { i18n } = useTranslation('demo');
  return <p>{i18n.getFixedT('ko', 'demo')('greeting')}</p>;
}

test('the app starts with zh-TW only and loads the other languages when asked', async () => {
  const i18n = initAppI18n();
  expect(i18n.t('common:appName')).toBe('鮮享訂購平台');
  expect(i18n.hasResourceBundle('en', 'demo')).toBe(false);
  // PageTwo's texts come with PageTwo (use-screen-texts.ts), not with the first screens.
  expect(i18n.hasResourceBundle('zh-TW', 'demo')).toBe(false);

  await whenFallbackLanguagesLoaded();
  expect(i18n.getFixedT('ko', 'demo')('greeting')).toBe(
    '안녕하세요! 신선 주문 플랫폼에 오신 것을 환영합니다',
  );
  expect(i18n.getFixedT('en', 'demo')('greeting')).toBe('Hello! Welcome to Fresh-Share Ordering');
});

test('a text asked for before its language is loaded shows once it arrives', async () => {
  const i18n = initAppI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <KoreanGreeting />
    </I18nextProvider>,
  );
  // The missing text itself triggers the load; the 'added' event renders the component again.
  expect(
    await screen.findByText('안녕하세요! 신선 주문 플랫폼에 오신 것을 환영합니다'),
  ).toBeInTheDocument();
});
