import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { DetailRow } from '../../components/detail-row';
import { PageHeader } from '../../components/page-header';
import { selectCustomer } from '../../store/session/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { CustomerSelector } from './customer-selector';
import { EmailEditor } from './email-editor';
import { UnbindLine } from './unbind-line';
import { useScreenTexts } from '../../i18n/use-screen-texts';
import { accountTexts } from './texts/account';

const Detail = (props: { term: string; value: string }) => (
  <DetailRow {...props} termWidth="7.5em" />
);

/** /account: who is signed in, which shop they act for, the email, and the LINE link. */
export function AccountPage() {
  useScreenTexts(accountTexts);
  const { t } = useTranslation('account');
  const customer = useAppSelector(selectCustomer);
  // Signed out (e.g. just unbound): the guard is already on its way to /login2.
  if (customer === null) return null;

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <PageHeader title={t('title')} />
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box component="dl" sx={{ m: 0 }}>
          <Detail term={t('userId')} value={String(customer.id)} />
          <Detail term={t('sysaccount')} value={customer.sysaccount || '—'} />
        </Box>
        <CustomerSelector customer={customer} />
        <Divider />
        <EmailEditor key={String(customer.id)} customer={customer} />
        <Divider />
        <Box component="dl" sx={{ m: 0 }}>
          <Detail term={t('lineId')} value={customer.lineid || t('lineIdEmpty')} />
        </Box>
        <UnbindLine customer={customer} />
      </Paper>
    </Box>
  );
}
