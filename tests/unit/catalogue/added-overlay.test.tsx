import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ADDED_OVERLAY_MS, AddedOverlay } from '../../../src/features/catalogue/added-overlay';
import { i18nWith } from '../../support/i18n-with';
import { catalogueTexts } from '../../../src/features/catalogue/texts/catalogue';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function showOverlay() {
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={i18nWith(catalogueTexts)}>
      <AddedOverlay onClose={onClose} />
    </I18nextProvider>,
  );
  return onClose;
}

test('已加入購物車 closes itself after exactly 3 s', () => {
  const onClose = showOverlay();
  expect(screen.getByRole('status')).toHaveTextContent('已加入購物車點一下關閉');
  act(() => {
    vi.advanceTimersByTime(ADDED_OVERLAY_MS - 1);
  });
  expect(onClose).not.toHaveBeenCalled();
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(ADDED_OVERLAY_MS).toBe(3000);
});

test('a tap closes it at once', () => {
  const onClose = showOverlay();
  fireEvent.click(screen.getByText('已加入購物車'));
  expect(onClose).toHaveBeenCalledTimes(1);
});
