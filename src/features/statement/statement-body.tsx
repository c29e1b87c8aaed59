import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { env } from '../../config/env';
import { csvFileName, csvRows, csvText } from '../../domain/statement-csv';
import { isEmptyMonth, monthFigures, ordersOfMonth } from '../../domain/statement-figures';
import { previousMonth, type MonthKey } from '../../domain/statement-month';
import { productRows } from '../../domain/statement-products';
import { CsvActions } from './csv-actions';
import { FiguresList } from './figures-list';
import { ProductList } from './product-list';
import type { StatementData } from './use-statement-data';
import { WeekChart } from './week-chart';

interface BodyProps {
  data: StatementData;
  month: MonthKey;
  shopLabel: string;
}

/** Progress until every page is in, 重試 when one failed, and only then the figures. */
export function StatementBody({ data, month, shopLabel }: BodyProps) {
  const { t } = useTranslation('statement');
  const zone = env.businessTimezone;
  if (data.error !== null) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={data.retry} sx={{ minHeight: 44 }}>
            {t('retry')}
          </Button>
        }
      >
        {t('incomplete')}
      </Alert>
    );
  }
  if (!data.complete) {
    const percent = Math.min(100, Math.round((data.pagesRead / data.pagesTotal) * 100));
    return (
      <Stack spacing={1} sx={{ py: 2 }}>
        <Typography>{t('loading', { read: data.pagesRead, total: data.pagesTotal })}</Typography>
        <LinearProgress variant="determinate" value={percent} aria-label={t('loadingLabel')} />
      </Stack>
    );
  }
  const figures = monthFigures(data.orders, data.returns, month, zone);
  const previous = monthFigures(data.orders, data.returns, previousMonth(month), zone);
  const monthName = t('monthOption', {
    year: month.slice(0, 4),
    month: String(Number(month.slice(5))),
  });
  if (isEmptyMonth(figures)) {
    return <Typography sx={{ py: 2 }}>{t('empty', { month: monthName })}</Typography>;
  }
  const returnNos = new Set(data.returns.map((r) => r.orderno));
  const orders = ordersOfMonth(data.orders, month, zone).filter((o) => !returnNos.has(o.orderno));
  const returns = ordersOfMonth(data.returns, month, zone);
  return (
    <Stack spacing={3}>
      <FiguresList figures={figures} previous={previous} />
      <WeekChart figures={figures} previous={previous} />
      <ProductList rows={productRows(orders)} />
      <CsvActions
        fileName={csvFileName(shopLabel, month)}
        text={() =>
          csvText(csvRows(orders, returns, { order: t('csvOrder'), return: t('csvReturn') }))
        }
      />
    </Stack>
  );
}
