import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useCustomerDetailQuery } from '../../api/endpoints/customer';
import { ErrorWithRetry } from '../../components/error-with-retry';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { sameId } from '../../domain/id';
import { selectCustomer } from '../../store/session/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { AddressTable } from './address-table';
import { CompanyDetails, CreditTerms } from './company-details';
import { SalesContacts } from './sales-contacts';
import { useScreenTexts } from '../../i18n/use-screen-texts';
import { addressesTexts } from './texts/addresses';

const sectionSx = { p: 2, mb: 2 } as const;

/**
 * /address: the active shop's record, loaded fresh on every entry. The auth slice takes the answer (its
 * customerDetail matcher), so the delivery dialog and every later screen see the addresses the server has now.
 */
export function AddressPage() {
  useScreenTexts(addressesTexts);
  const { t } = useTranslation('addresses');
  const active = useAppSelector(selectCustomer);
  const detail = useCustomerDetailQuery(active ? { id: active.id } : skipToken, {
    refetchOnMountOrArgChange: true,
  });

  // What is shown is the session's copy once the server's is in it: a saved row then shows at once.
  const customer =
    detail.data && active && sameId(active.id, detail.data.id) ? active : (detail.data ?? null);

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader title={t('title')} />
      {detail.error && !detail.data ? (
        <ErrorWithRetry error={detail.error} onRetry={() => void detail.refetch()} />
      ) : customer === null ? (
        <Spinner />
      ) : (
        <>
          <Paper variant="outlined" sx={sectionSx}>
            <CompanyDetails customer={customer} />
          </Paper>
          <Paper variant="outlined" sx={sectionSx}>
            <AddressTable customer={customer} />
          </Paper>
          <Paper variant="outlined" sx={sectionSx}>
            <CreditTerms customer={customer} />
          </Paper>
          <Paper variant="outlined" sx={sectionSx}>
            <SalesContacts sales={customer.customerSale ?? []} />
          </Paper>
        </>
      )}
    </Box>
  );
}
