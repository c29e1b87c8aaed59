import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { CutoffClockLine } from '../../../src/components/cutoff-clock-line';
import { initI18n } from '../../../src/i18n/i18n';

afterEach(() => {
  vi.useRealTimers();
});

/** The line at a fixed moment (the business zone is Taipei): its text and whether it is highlighted. */
function lineAt(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
  const { unmount } = render(
    <I18nextProvider i18n={initI18n()}>
      <CutoffClockLine />
    </I18nextProvider>,
  );
  const line = screen.getByText(
    (_text, element) => element?.tagName === 'P' && element.textContent.includes('前下單，'),
  );
  const shown = {
    text: line.textContent,
    highlighted: getComputedStyle(line).fontWeight === '700',
  };
  unmount();
  return shown;
}

test.each([
  // 30 s more than an hour: hours and minutes, quiet.
  ['2026-11-24T04:59:30+08:00', '還有 1 小時 0 分', false],
  // The minute timer's tick just past 05:00: 59 whole minutes remain, highlighted from now on.
  ['2026-11-24T05:00:00.005+08:00', '還有 59 分', true],
  ['2026-11-24T05:46:00.005+08:00', '還有 13 分', true],
  ['2026-11-24T05:58:00.005+08:00', '還有 1 分', true],
  // The last minute: never "1 分" when less than a minute is left.
  ['2026-11-24T05:59:00.005+08:00', '還有不到 1 分', true],
  ['2026-11-24T06:00:00.005+08:00', '還有 23 小時 59 分', false],
])('at %s the line ends 「%s」, highlighted: %s', (now, left, highlighted) => {
  const line = lineAt(now);
  expect(line.text.endsWith(` · ${left}`)).toBe(true);
  expect(line.highlighted).toBe(highlighted);
});

test('a phone in Los Angeles reads the line of Taipei', () => {
  const original = process.env.TZ;
  process.env.TZ = 'America/Los_Angeles';
  try {
    expect(lineAt('2026-11-24T05:30:00.005+08:00').text).toBe(
      '06:00 前下單，最快 11/25（三）到貨 · 還有 29 分',
    );
  } finally {
    process.env.TZ = original;
  }
});
