import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { env } from '../config/env';
import { CUTOFF_TEXT, cutoffClock, weekdayOf } from '../domain/cutoff-clock';
import { CUTOFF_LINE_HEIGHT } from './cutoff-line-height';
import { useMinuteClock } from './minute-clock';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** A part of the line that never breaks inside: the line wraps only between its parts. */
const Part = ({ children }: { children: string }) => (
  <Box component="span" sx={{ display: 'inline-block', whiteSpace: 'nowrap' }}>
    {children}
  </Box>
);

/**
 * 「06:00 前下單，最快 11/25（三）到貨 · 還有 2 小時 14 分」: always true in the business time zone, counting down on
 * the minute (one app-wide timer) in whole minutes rounded down, so it never promises more time than is left.
 * Plain text for screen readers, not a live region: it would speak every minute. Highlighted once 60 minutes or
 * fewer remain.
 */
export function CutoffClockLine() {
  const { t } = useTranslation('common');
  const now = useMinuteClock();
  const { earliestDate, minutesLeft, lastHour } = cutoffClock(now, env.businessTimezone);
  const [, month = '', day = ''] = earliestDate.split('-');
  const date = t('cutoff.date', {
    month: Number(month),
    day: Number(day),
    weekday: t(`cutoff.weekday${WEEKDAYS[weekdayOf(earliestDate)] ?? 0}`),
  });
  let left: string;
  if (!lastHour) {
    left = t('cutoff.hoursLeft', {
      hours: Math.floor(minutesLeft / 60),
      minutes: minutesLeft % 60,
    });
  } else if (minutesLeft === 0) {
    left = t('cutoff.underAMinute');
  } else {
    left = t('cutoff.minutesLeft', { minutes: minutesLeft });
  }
  return (
    <Box
      component="p"
      sx={{
        m: 0,
        minHeight: CUTOFF_LINE_HEIGHT,
        px: 1.5,
        py: 0.5,
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        alignContent: 'center',
        borderRadius: 1,
        fontSize: 14,
        lineHeight: 1.6,
        // Warning colours in the last hour (#663c00 on #fff4e5: contrast 9:1), a quiet green before.
        bgcolor: lastHour ? '#fff4e5' : '#edf7ed',
        color: lastHour ? '#663c00' : '#1e4620',
        fontWeight: lastHour ? 700 : 400,
      }}
    >
      <Part>{t('cutoff.orderBy', { time: CUTOFF_TEXT })}</Part>
      {/* The separator ends the date's part, so a wrapped line never starts with it. */}
      <Part>{`${t('cutoff.earliest', { date })}${t('cutoff.separator').trimEnd()}`}</Part>{' '}
      <Part>{left}</Part>
    </Box>
  );
}
