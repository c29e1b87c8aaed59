/**
 * 進貨對帳 (/statement): a month of a shop's (or every shop's) orders, deliveries and returns, in figures beside the
 * month before, a chart by week, by product with the lines delivered short or over, and a CSV for the accountant
 * (docs/statement.md).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { env } from '../../config/env';
import { sameId } from '../../domain/id';
import { currentMonth, isMonthKey, previousMonth } from '../../domain/statement-month';
import { PageHeader } from '../../components/page-header';
import { useScreenTexts } from '../../i18n/use-screen-texts';
import { selectCustomer, selectCustomers } from '../../store/session/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { ALL_SHOPS, StatementControls } from './statement-controls';
import { StatementBody } from './statement-body';
import { listsOf, PagesLoader, useStatementReports } from './use-statement-data';
import { useRemovedShops } from './use-removed-shops';
import { statementTexts } from './texts/statement';

export function StatementPage() {
  useScreenTexts(statementTexts);
  const { t } = useTranslation('statement');
  const customers = useAppSelector(selectCustomers);
  const customer = useAppSelector(selectCustomer);
  const [params, setParams] = useSearchParams();
  const thisMonth = useMemo(() => currentMonth(new Date(), env.businessTimezone), []);
  const asked = params.get('month');
  const month = isMonthKey(asked) && asked <= thisMonth ? asked : thisMonth;
  const askedShop = params.get('shop');
  const shopKnown = (id: string | null) => customers.some((c) => sameId(c.id, id));
  const shop =
    askedShop === ALL_SHOPS || shopKnown(askedShop)
      ? (askedShop ?? ALL_SHOPS)
      : customers.length >= 2 && askedShop !== null
        ? ALL_SHOPS
        : String(customer?.id ?? customers[0]?.id ?? '');
  const shops = shop === ALL_SHOPS ? customers : customers.filter((c) => sameId(c.id, shop));
  const removed = useRemovedShops(customers);
  const lists = listsOf(
    shops.map((s) => s.id),
    month,
  );
  const { data, onReport } = useStatementReports(lists);
  const set = (key: string, value: string) =>
    setParams(
      (before) => {
        const next = new URLSearchParams(before);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const shopLabel =
    shop === ALL_SHOPS ? t('allShops') : (shops[0]?.name ?? shops[0]?.fullname ?? '');

  return (
    <Box>
      <PageHeader title={t('title')} />
      {lists.map((list) => (
        <PagesLoader
          key={list.key}
          list={list}
          from={previousMonth(month)}
          current={month === thisMonth}
          onReport={onReport}
        />
      ))}
      <Stack spacing={2}>
        {removed.map((name) => (
          <Alert key={name} severity="warning">
            {t('shopRemoved', { name })}
          </Alert>
        ))}
        <StatementControls
          month={month}
          thisMonth={thisMonth}
          onMonth={(m) => set('month', m)}
          shop={shop}
          shops={customers}
          onShop={(s) => set('shop', s)}
        />
        <Typography variant="body2" color="text.secondary">
          {t('countedBy')}
        </Typography>
        <StatementBody data={data} month={month} shopLabel={shopLabel} />
      </Stack>
    </Box>
  );
}
