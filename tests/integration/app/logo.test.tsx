import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Logo } from '../../../src/components/logo';
import { initI18n } from '../../../src/i18n/i18n';

const renderLogo = (only?: boolean) =>
  render(
    <I18nextProvider i18n={initI18n()}>
      <Logo only={only} />
    </I18nextProvider>,
  );

test('the logo shows the mark and the site name 生鮮採購網', () => {
  const { container } = renderLogo();

  expect(screen.getByText('生鮮採購網')).toBeVisible();
  // The mark is decoration next to the written name: said once, not twice.
  // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- a hidden mark has no role
  expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

test("the logo's only mode shows the mark alone, named for screen readers", () => {
  renderLogo(true);

  expect(screen.getByRole('img', { name: '生鮮採購網' })).toBeInTheDocument();
  expect(screen.queryByText('生鮮採購網')).not.toBeInTheDocument();
});
