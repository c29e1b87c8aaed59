import { screen, within } from '@testing-library/react';
import { locationOf, renderApp } from '../../support/render-app';

test('PageTwo buttons switch only its greeting, never the app language', async () => {
  const { user, router } = await renderApp('/pagetwo');
  const greeting = await screen.findByRole('heading', { level: 1 });
  expect(greeting).toHaveTextContent('您好！歡迎光臨鮮享訂購平台');

  const cases = [
    ['Kr', 'ko', '안녕하세요! 신선 주문 플랫폼에 오신 것을 환영합니다'],
    ['Fr', 'fr', 'Bonjour ! Bienvenue sur la plateforme de commande Fresh-Share'],
    ['Sp', 'es', '¡Hola! Bienvenido a la plataforma de pedidos Fresh-Share'],
    ['En', 'en', 'Hello! Welcome to Fresh-Share Ordering'],
  ] as const;
  for (const [button, lang, text] of cases) {
    await user.click(screen.getByRole('button', { name: button }));
    expect(greeting).toHaveTextContent(text);
    expect(greeting).toHaveAttribute('lang', lang);
    expect(screen.getByRole('button', { name: button })).toHaveAttribute('aria-pressed', 'true');
    // The rest of the app stays Chinese.
    expect(screen.getByRole('link', { name: '企業登入' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('鮮享食品股份有限公司');
  }
  expect(document.documentElement.lang).not.toBe('en');

  await user.click(screen.getByRole('link', { name: '返回' }));
  // Home needs a bound buyer: the guard sends a signed-out one on to /login2.
  expect(await within(document.body).findByRole('textbox', { name: '帳號' })).toBeInTheDocument();
  expect(locationOf(router)).toBe('/login2');
});
