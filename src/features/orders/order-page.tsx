import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { orderListTexts } from './texts/order-list';
import { useScreenTexts } from '../../i18n/use-screen-texts';
import { OrderList } from './order-list';
import { listTypeOf, useOrdersTab, type OrdersTab } from './use-orders-tab';
import { ordersTexts } from './texts/orders';

const TABS: OrdersTab[] = ['orders', 'returns'];

/** 我的訂單: the order history and the returns, one tab each. */
export function OrderPage() {
  useScreenTexts(orderListTexts, ordersTexts);
  const { t } = useTranslation('orderList');
  const { t: orders } = useTranslation('orders');
  const [tab, setTab] = useOrdersTab();
  return (
    <Box>
      <PageHeader title={orders('title')} />
      <Tabs
        value={tab}
        onChange={(_event, next: OrdersTab) => {
          setTab(next);
        }}
        aria-label={t('tabs.label')}
        variant="fullWidth"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`tabs.${value}`)}
            id={`orders-tab-${value}`}
            aria-controls="orders-tabpanel"
            sx={{ minHeight: 48, fontWeight: 700, fontSize: '1rem' }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="orders-tabpanel" aria-labelledby={`orders-tab-${tab}`}>
        {/* A key per tab: each list starts at its own first page. */}
        <OrderList key={tab} listtype={listTypeOf(tab)} />
      </Box>
    </Box>
  );
}
