/**
 * 出貨金額 by week, this month beside the month before: a bar chart drawn as plain SVG with the screen's own code
 * (ten bars at most need no chart library), hidden from screen readers, which read the same figures in the table
 * below it. No tooltip: a tap-only phone screen has no hover, and every bar's figure is in the table.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
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

/** The axis' top: the largest week rounded up to a step that halves into a round figure. */
function axisTop(largestDollars: number): number {
  if (largestDollars <= 0) return 10000;
  const step = 10 ** Math.floor(Math.log10(largestDollars));
  return Math.ceil(largestDollars / (step / 2)) * (step / 2);
}

const SIZE = { width: 360, height: 240, left: 44, bottom: 32, top: 8 } as const;

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
  const top = axisTop(Math.max(0, ...rows.flatMap((r) => [r.thisMonth, r.previousMonth])));
  const plotHeight = SIZE.height - SIZE.bottom - SIZE.top;
  const band = (SIZE.width - SIZE.left) / Math.max(1, rows.length);
  const bar = band * 0.36;
  const y = (dollars: number) => SIZE.top + plotHeight * (1 - dollars / top);
  const ticks = [0, top / 2, top];
  return (
    <Box component="section" aria-labelledby="statement-chart" sx={{ position: 'relative' }}>
      <Typography id="statement-chart" component="h2" variant="h6">
        {t('chart')}
      </Typography>
      <Box aria-hidden="true" sx={{ mt: 1 }}>
        <Legend label={t('chartThis')} color={COLORS.thisMonth} />
        <Legend label={t('chartPrevious')} color={COLORS.previousMonth} />
        <Box
          component="svg"
          viewBox={`0 0 ${String(SIZE.width)} ${String(SIZE.height)}`}
          sx={{ display: 'block', width: '100%', height: 'auto', mt: 1, fontSize: 12 }}
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={SIZE.left} x2={SIZE.width} y1={y(tick)} y2={y(tick)} stroke="#e0e0e0" />
              <text x={SIZE.left - 6} y={y(tick) + 4} textAnchor="end" fill="#616161">
                {axisAmount(tick)}
              </text>
            </g>
          ))}
          {rows.map((row, i) => {
            const x = SIZE.left + band * i + (band - bar * 2) / 2;
            return (
              <g key={row.week}>
                <rect
                  x={x}
                  y={y(row.thisMonth)}
                  width={bar}
                  height={Math.max(0, y(0) - y(row.thisMonth))}
                  fill={COLORS.thisMonth}
                />
                <rect
                  x={x + bar}
                  y={y(row.previousMonth)}
                  width={bar}
                  height={Math.max(0, y(0) - y(row.previousMonth))}
                  fill={COLORS.previousMonth}
                />
                <text
                  x={SIZE.left + band * i + band / 2}
                  y={SIZE.height - 10}
                  textAnchor="middle"
                  fill="#424242"
                >
                  {row.week}
                </text>
              </g>
            );
          })}
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
