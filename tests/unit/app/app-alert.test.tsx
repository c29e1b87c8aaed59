import { act, fireEvent, render, screen } from '@testing-library/react';
import { createTheme } from '@mui/material/styles';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { AppAlertProvider, useAppAlert } from '../../../src/components/app-alert-context';
import { createAppAlerts } from '../../../src/store/app-alerts';
import { APP_ALERT_HIDE_MS, AppAlertSnackbar } from '../../../src/components/app-alert-snackbar';
import { initI18n } from '../../../src/i18n/i18n';

function NotifyButton({ message }: { message: string }) {
  const notify = useAppAlert();
  return <button onClick={() => notify(message)}>notify</button>;
}

/** The Snackbar's box around the alert, which carries its stacking order. */
const snackbarOf = (alert: HTMLElement): HTMLElement => {
  // eslint-disable-next-line testing-library/no-node-access -- the Snackbar has no role of its own
  const box = alert.parentElement;
  if (box === null) throw new Error('the alert is in the Snackbar');
  return box;
};

const mountAlerts = (alerts = createAppAlerts()) => {
  render(
    <I18nextProvider i18n={initI18n()}>
      <AppAlertProvider Snackbar={AppAlertSnackbar} alerts={alerts}>
        <NotifyButton message="請先登入 LINE" />
      </AppAlertProvider>
    </I18nextProvider>,
  );
  return alerts;
};

test('a notice raised before the first render shows once the app is on screen', async () => {
  const alerts = createAppAlerts();
  alerts.notify('請先登入 LINE');
  mountAlerts(alerts);

  expect(await screen.findByRole('alert')).toHaveTextContent('請先登入 LINE');
});

test('notices show one at a time, the same notice only once, and 關閉 moves to the next', async () => {
  const user = userEvent.setup();
  const alerts = mountAlerts();
  act(() => {
    alerts.notify('第一則');
    alerts.notify('第一則');
    alerts.notify('第二則');
  });

  expect(await screen.findByRole('alert')).toHaveTextContent('第一則');
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: '關閉' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('第二則');
  await user.click(screen.getByRole('button', { name: '關閉' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a notice hides itself after 5000 ms', () => {
  vi.useFakeTimers();
  try {
    const onClose = vi.fn();
    render(
      <I18nextProvider i18n={initI18n()}>
        <AppAlertSnackbar
          alert={{ id: 1, message: '請先登入 LINE', severity: 'warning', untilClosed: false }}
          onClose={onClose}
        />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('請先登入 LINE');
    // On top of any drawer or dialog for its 5 s.
    expect(Number(getComputedStyle(snackbarOf(screen.getByRole('alert'))).zIndex)).toBeGreaterThan(
      createTheme().zIndex.modal,
    );

    act(() => {
      vi.advanceTimersByTime(APP_ALERT_HIDE_MS - 1);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  } finally {
    vi.useRealTimers();
  }
});

test('a summary naming products stays until 關閉: not hidden after a minute, nor by Escape or a tap elsewhere', async () => {
  // The clock also runs on its own, so Testing Library's waits end while the Snackbar's code arrives.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    const alerts = mountAlerts();
    const summary =
      '已加入購物車：法式羊排、杏鮑菇、豬大骨、豬絞肉、鮮香菇、豬腳切塊、日本A5和牛肩里肌、梅花豬肉片、羊絞肉、空心菜、櫻桃鴨全鴨；已在購物車中，未重複加入：雞胸肉；商品已停售，無法加入：紐西蘭羊肉片';
    act(() => {
      alerts.notify(summary, 'warning', { untilClosed: true });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(summary);
    // Below the cart drawer and the dialogs the buyer opens meanwhile: it never covers 送出訂單.
    expect(Number(getComputedStyle(snackbarOf(screen.getByRole('alert'))).zIndex)).toBeLessThan(
      createTheme().zIndex.drawer,
    );

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    fireEvent.click(document.body);
    expect(screen.getByRole('alert')).toHaveTextContent(summary);

    fireEvent.click(screen.getByRole('button', { name: '關閉' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(alerts.current()).toBeNull();
  } finally {
    vi.useRealTimers();
  }
});

test('a dismissed notice is gone for good; an unknown id changes nothing', () => {
  const alerts = createAppAlerts();
  expect(alerts.current()).toBeNull();
  alerts.notify('請先登入 LINE', 'info');
  const shown = alerts.current();
  expect(shown).toMatchObject({ message: '請先登入 LINE', severity: 'info' });
  alerts.dismiss(-1);
  expect(alerts.current()).toBe(shown);
  if (shown) alerts.dismiss(shown.id);
  expect(alerts.current()).toBeNull();
});

test('a long list of names breaks between the names, never inside one (keep-all, with a way out for a run without a break)', () => {
  render(
    <I18nextProvider i18n={initI18n()}>
      <AppAlertSnackbar
        alert={{
          id: 1,
          message: '已加入購物車：杏鮑菇、豬絞肉、日本A5和牛肩里肌',
          severity: 'success',
          untilClosed: false,
        }}
        onClose={() => undefined}
      />
    </I18nextProvider>,
  );
  const message = screen.getByText('已加入購物車：杏鮑菇、豬絞肉、日本A5和牛肩里肌');
  expect(message).toHaveStyle({ wordBreak: 'keep-all', overflowWrap: 'anywhere' });
});
