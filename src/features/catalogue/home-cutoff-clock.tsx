import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { CUTOFF_LINE_HEIGHT } from '../../components/cutoff-line-height';
import { warmUpTimeZone } from '../../components/time-zone-warm-up';
import { useAfterFirstPaint } from '../../components/use-after-first-paint';
import { env } from '../../config/env';
import { later } from '../../components/later';

// The line's dates need dayjs and its time-zone data: loaded after home's first paint, not before it.
const CutoffClockLine = later(() =>
  import('../../components/cutoff-clock-line').then((m) => m.CutoffClockLine),
);

// As home's code arrives, long before the line renders: the zone's data is then loaded off the main thread.
warmUpTimeZone(env.businessTimezone);

/** Home's cutoff line, above 上次購買. */
export function HomeCutoffClock() {
  const afterFirstPaint = useAfterFirstPaint();
  return (
    // The line's height is kept from the first render, so nothing moves when it appears.
    // data-shell-blank: home's stored copy (src/stored-home/) keeps the space, not yesterday's countdown.
    <Box data-shell-blank sx={{ minHeight: CUTOFF_LINE_HEIGHT, mb: 1.5 }}>
      {afterFirstPaint ? (
        <Suspense fallback={null}>
          <CutoffClockLine />
        </Suspense>
      ) : null}
    </Box>
  );
}
