import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerDetailQuery } from '../../api/endpoints/customer';
import { ErrorWithRetry } from '../../components/error-with-retry';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { sameId } from '../../domain/id';
import { customerUpdated, selectCustomer } from '../../store/auth-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { AddressTable } from './address-table';
import { CompanyDetails, CreditTerms } from './company-details';
import { SalesContacts } from './sales-contacts';

const sectionSx = { p: 2, mb: 2 } as const;

/**
 * /address (SPEC 2): the active shop's record, loaded fresh on every entry and stored in the session, so the
 * delivery dialog and every later screen see the addresses the server has now.
 */
export function AddressPage() {
  const { t } = useTranslation('addresses');
  const dispatch = useAppDispatch();
  const active = useAppSelector(selectCustomer);
  const detail = useCustomerDetailQuery(active ? { id: active.id } : skipToken, {
    refetchOnMountOrArgChange: true,
  });

  useEffect(() => {
    if (detail.data) dispatch(customerUpdated(detail.data));
  }, [detail.data, dispatch]);

  // What is shown is the session's copy once the server's has been stored: a saved row then shows at once.
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
