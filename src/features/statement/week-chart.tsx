/**
 * 出貨金額 by week, this month beside the month before: MUI X Charts' bar chart (it comes with this screen's code
 * only), hidden from screen readers, which read the same figures in the table below it.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import type { MonthFigures } from '../../domain/statement-figures';
import { weekDays } from '../../domain/statement-month';
import { money } from './statement-format';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** '$12k' on the axis, where a whole amount would not fit at 390 px. */
const axisAmount = (dollars: number): string =>
  dollars >= 1000 ? `$${String(Math.round(dollars / 100) / 10)}k` : `$${String(dollars)}`;

export function WeekChart({
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
      thisMonth: w.cents / 100,
      previousMonth: (previous.weeks[i]?.cents ?? 0) / 100,
    }))
    .filter((row) => row.days !== null || row.previousDays !== null);
  return (
    <Box component="section" aria-labelledby="statement-chart" sx={{ position: 'relative' }}>
      <Typography id="statement-chart" component="h2" variant="h6">
        {t('chart')}
      </Typography>
      <Box aria-hidden="true" sx={{ width: '100%', height: 260 }}>
        <BarChart
          dataset={rows.map(({ week, thisMonth, previousMonth }) => ({
            week,
            thisMonth,
            previousMonth,
          }))}
          xAxis={[{ scaleType: 'band', dataKey: 'week' }]}
          yAxis={[{ width: 48, valueFormatter: (v: number) => axisAmount(v) }]}
          series={[
            {
              dataKey: 'previousMonth',
              label: t('chartPrevious'),
              color: '#90a4ae',
              valueFormatter: (v) => money((v ?? 0) * 100),
            },
            {
              dataKey: 'thisMonth',
              label: t('chartThis'),
              color: '#2e7d32',
              valueFormatter: (v) => money((v ?? 0) * 100),
            },
          ]}
          height={260}
          margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
          skipAnimation
        />
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{t('weekTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('weekHeader')}</th>
            <th scope="col">{t('chartThis')}</th>
            <th scope="col">{t('chartPrevious')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.week}>
              <th scope="row">
                {row.week}
                {row.days ? `（${t('weekDays', row.days)}）` : ''}
              </th>
              <td>{money(row.thisMonth * 100)}</td>
              <td>{money(row.previousMonth * 100)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
