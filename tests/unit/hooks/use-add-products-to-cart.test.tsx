import { createTokenStore } from '../../../src/start/session/token-store';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { AppAlertSnackbar } from '../../../src/components/app-alert-snackbar';
import { AppAlertProvider } from '../../../src/components/app-alert-context';
import { createAppAlerts } from '../../../src/store/app-alerts';
import { initI18n } from '../../../src/i18n/i18n';
import { makeStore } from '../../../src/start/make-store';
import { useAddProductsToCart } from '../../../src/features/cart/use-add-products-to-cart';
import { memoryStorages } from '../../support/memory-storage';

// The adds' code is fetched on the first tap; here the phone has gone offline and the fetch fails.
vi.mock('../../../src/features/cart/add-products-report', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const order = { orderno: 'SO1', orderdate: '2026-11-20', orderstatus: '40', orderdetails: [] };

function Rebuy() {
  const rebuy = useAddProductsToCart({ from: 'order', order });
  return <button onClick={() => rebuy.add({ from: 'order', order })}>再買一次</button>;
}

test('再買一次 whose code cannot be fetched (offline) says it failed, instead of doing nothing', async () => {
  const { store } = makeStore({ tokens: createTokenStore(), storages: memoryStorages() });
  render(
    <Provider store={store}>
      <I18nextProvider i18n={initI18n()}>
        <AppAlertProvider Snackbar={AppAlertSnackbar} alerts={createAppAlerts()}>
          <Rebuy />
        </AppAlertProvider>
      </I18nextProvider>
    </Provider>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: '再買一次' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    '再買一次失敗：網路連線異常，請稍後再試',
  );
});
