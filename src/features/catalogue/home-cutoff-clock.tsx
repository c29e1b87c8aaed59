import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useAfterFirstPaint } from '../../components/use-after-first-paint';

// The line's dates need dayjs and its time-zone data (5 KB): loaded after home's first paint, not before it.
const CutoffClockLine = lazy(() =>
  import('../../components/cutoff-clock-line').then((m) => ({ default: m.CutoffClockLine })),
);

/** The height of the line on a phone, kept from the first render so nothing moves when it appears. */
const RESERVED = 52;

/** Home's cutoff line, above 上次購買. */
export function HomeCutoffClock() {
  const afterFirstPaint = useAfterFirstPaint();
  return (
    <Box sx={{ minHeight: RESERVED, mb: 1.5 }}>
      {afterFirstPaint ? (
        <Suspense fallback={null}>
          <CutoffClockLine />
        </Suspense>
      ) : null}
    </Box>
  );
}
