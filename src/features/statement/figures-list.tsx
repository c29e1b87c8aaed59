import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AmountSum, MonthFigures } from '../../domain/statement-figures';
import { money } from './statement-format';

interface Row {
  id: string;
  label: string;
  value: string;
  previous: string;
  change: string;
  unknown: number;
}

/** The month's figures, each beside the month before's and the change. */
export function FiguresList({
  figures,
  previous,
}: {
  figures: MonthFigures;
  previous: MonthFigures;
}) {
  const { t } = useTranslation('statement');
  const change = (now: number, before: number, show: (n: number) => string) => {
    if (now === before) return t('same');
    return now > before
      ? t('up', { value: show(now - before) })
      : t('down', { value: show(before - now) });
  };
  const count = (n: number) => t('ordersCount', { count: n });
  const amount = (id: string, label: string, now: AmountSum, before: AmountSum): Row => ({
    id,
    label,
    value: money(now.cents),
    previous: t('previous', { value: money(before.cents) }),
    change: change(now.cents, before.cents, money),
    unknown: now.unknown,
  });
  const rows: Row[] = [
    {
      id: 'orders',
      label: t('orders'),
      value: count(figures.orders),
      previous: t('previous', { value: count(previous.orders) }),
      change: change(figures.orders, previous.orders, count),
      unknown: 0,
    },
    amount('ordered', t('ordered'), figures.ordered, previous.ordered),
    amount('delivered', t('delivered'), figures.delivered, previous.delivered),
    amount('returned', t('returned'), figures.returns, previous.returns),
    amount('net', t('net'), figures.net, previous.net),
  ];
  return (
    <Box component="section" aria-labelledby="statement-figures">
      <Typography id="statement-figures" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('figures')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: '1fr', gap: 1, m: 0 }}
        data-testid="statement-figures"
      >
        {rows.map((row) => (
          <Box
            key={row.id}
            data-testid={`figure-${row.id}`}
            sx={{
              display: 'grid',
              gridTemplateColumns: '1fr auto',
              alignItems: 'baseline',
              columnGap: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              px: 2,
              py: 1.5,
            }}
          >
            <Typography component="dt" sx={{ fontWeight: 500 }}>
              {row.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: '1.25rem', fontWeight: 700 }}>
              {row.value}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              color="text.secondary"
              sx={{ m: 0, gridColumn: '1 / -1' }}
            >
              {row.previous}・{row.change}
            </Typography>
            {row.unknown > 0 ? (
              <Typography
                component="dd"
                variant="body2"
                color="warning.dark"
                sx={{ m: 0, gridColumn: '1 / -1' }}
              >
                {t('unknown', { count: row.unknown })}
              </Typography>
            ) : null}
          </Box>
        ))}
      </Box>
      {figures.notDelivered.count > 0 ? (
        <Typography sx={{ mt: 1 }} data-testid="not-delivered">
          {t('notDelivered', {
            count: figures.notDelivered.count,
            amount: money(figures.notDelivered.cents),
          })}
        </Typography>
      ) : null}
    </Box>
  );
}
