/**
 * 出貨金額 by week, this month beside the month before: MUI X Charts' bar chart (it comes with this screen's code
 * only), hidden from screen readers, which read the same figures in the table below it, and out of the keyboard's
 * order. Put together from its parts (bars, axes, grid, a legend of our own) rather than BarChart, which brings a
 * tooltip with MUI's popper and portal: a tap-only phone screen has no hover, every bar's figure is in the table, and
 * those parts would be split out of the dialogs' code onto every first screen.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useTranslation } from 'react-i18next';
import type { MonthFigures } from '../../domain/statement-figures';
import { weekDays } from '../../domain/statement-month';
import { money } from './statement-format';

const COLORS = { thisMonth: '#2e7d32', previousMonth: '#90a4ae' } as const;

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** '1.5萬' on the axis (ten thousands, as amounts are read in Chinese), where a whole amount would not fit at 390 px. */
const axisAmount = (dollars: number): string =>
  dollars === 0 ? '0' : `${String(Math.round(dollars / 1000) / 10)}萬`;

const HEIGHT = 240;

function Legend({ label, color }: { label: string; color: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, mr: 2 }}>
      <Box component="span" sx={{ width: 14, height: 14, bgcolor: color, borderRadius: 0.5 }} />
      <Typography component="span" variant="body2">
        {label}
      </Typography>
    </Box>
  );
}

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
      <Box aria-hidden="true" sx={{ mt: 1 }}>
        <Legend label={t('chartThis')} color={COLORS.thisMonth} />
        <Legend label={t('chartPrevious')} color={COLORS.previousMonth} />
        <Box sx={{ width: '100%', height: HEIGHT, mt: 1 }}>
          <ChartsContainer
            dataset={rows.map(({ week, thisMonth, previousMonth }) => ({
              week,
              thisMonth,
              previousMonth,
            }))}
            xAxis={[
              {
                id: 'weeks',
                scaleType: 'band',
                dataKey: 'week',
                height: 28,
                disableTicks: true,
                tickLabelStyle: { fontSize: 12 },
              },
            ]}
            yAxis={[
              {
                id: 'amounts',
                width: 44,
                tickNumber: 3,
                disableTicks: true,
                disableLine: true,
                tickLabelStyle: { fontSize: 12 },
                valueFormatter: (dollars: number) => axisAmount(dollars),
              },
            ]}
            series={[
              { type: 'bar', dataKey: 'thisMonth', label: t('chartThis'), color: COLORS.thisMonth },
              {
                type: 'bar',
                dataKey: 'previousMonth',
                label: t('chartPrevious'),
                color: COLORS.previousMonth,
              },
            ]}
            height={HEIGHT}
            // Room above the top line for half its amount's label, which the axis would otherwise leave out.
            margin={{ left: 0, right: 8, top: 16, bottom: 0 }}
            skipAnimation
            disableKeyboardNavigation
          >
            <ChartsGrid horizontal />
            <BarPlot />
            <ChartsXAxis axisId="weeks" />
            <ChartsYAxis axisId="amounts" />
          </ChartsContainer>
        </Box>
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
