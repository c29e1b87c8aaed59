import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';

/** Placeholder until its issue lands: the breadcrumb title and 即將推出. */
export function OrderDetailPage() {
  const { t } = useTranslation('shell');
  return <ComingSoon title={t('menu.orderDetail')} />;
}
