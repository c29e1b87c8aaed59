/**
 * 出貨金額 by week, this month beside the month before, as a table the buyer reads on the phone and a screen reader
 * reads as it is. Each amount has a bar behind it, as long as its share of the largest week, so the weeks compare
 * at a glance without a chart library on the screen.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MonthFigures } from '../../domain/statement-figures';
import { weekDays } from '../../domain/statement-month';
import { money } from './statement-format';

const COLORS = { thisMonth: '#c8e6c9', previousMonth: '#eceff1' } as const;

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const cell = { py: 1, px: 1, borderBottom: 1, borderColor: 'divider', verticalAlign: 'middle' };

/** An amount with its bar behind it (the bar is drawing only; the amount is the text). */
function Amount({ cents, largest, color }: { cents: number; largest: number; color: string }) {
  const share = largest === 0 ? 0 : Math.round((cents / largest) * 100);
  return (
    <Box
      component="td"
      sx={{
        ...cell,
        textAlign: 'right',
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
        backgroundImage: `linear-gradient(to left, ${color} ${String(share)}%, transparent ${String(share)}%)`,
      }}
    >
      {money(cents)}
    </Box>
  );
}

export function WeekTable({
  figures,
  previous,
}: {
  figures: MonthFigures;
  previous: MonthFigures;
}) {
  const { t } = useTranslation('statement');
  const rows = figures.weeks
    .map((w, i) => ({
      week: t('week', { week: w.week }),
      days: weekDays(figures.month, w.week),
      previousDays: weekDays(previous.month, w.week),
      thisMonth: w.cents,
      previousMonth: previous.weeks[i]?.cents ?? 0,
    }))
    .filter((row) => row.days !== null || row.previousDays !== null);
  const largest = Math.max(0, ...rows.flatMap((r) => [r.thisMonth, r.previousMonth]));
  return (
    <Box component="section" aria-labelledby="statement-weeks" sx={{ position: 'relative' }}>
      <Typography id="statement-weeks" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('chart')}
      </Typography>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }}>
        <Box component="caption" sx={visuallyHidden}>
          {t('weekTable')}
        </Box>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ ...cell, textAlign: 'left' }}>
              {t('weekHeader')}
            </Box>
            <Box component="th" scope="col" sx={{ ...cell, textAlign: 'right' }}>
              {t('chartThis')}
            </Box>
            <Box component="th" scope="col" sx={{ ...cell, textAlign: 'right' }}>
              {t('chartPrevious')}
            </Box>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.week}>
              <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left', fontWeight: 500 }}>
                {row.week}
                {row.days ? (
                  <Box
                    component="span"
                    sx={{ display: 'block', fontWeight: 400, color: 'text.secondary' }}
                  >{`（${t('weekDays', row.days)}）`}</Box>
                ) : null}
              </Box>
              <Amount cents={row.thisMonth} largest={largest} color={COLORS.thisMonth} />
              <Amount cents={row.previousMonth} largest={largest} color={COLORS.previousMonth} />
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
