import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { Customer } from '../../api/types';
import { DetailRow } from '../../components/detail-row';
import { formatCreditLine } from '../../domain/money';

/** One read-only field; a missing value shows a dash, never an empty gap that looks like a load failure. */
function Detail({ term, value }: { term: string; value: string | null | undefined }) {
  const { t } = useTranslation('addresses');
  return <DetailRow term={term} value={value || t('none')} termWidth="9em" dense />;
}

/** The company record the distributor keeps; the buyer reads it here but does not change it. */
export function CompanyDetails({ customer }: { customer: Customer }) {
  const { t } = useTranslation('addresses');
  return (
    <Box component="dl" aria-label={t('company')} sx={{ m: 0 }}>
      <Detail term={t('fullname')} value={customer.fullname} />
      <Detail term={t('name')} value={customer.name} />
      <Detail term={t('taxid')} value={customer.taxid} />
      <Detail term={t('responsiblename')} value={customer.responsiblename} />
      <Detail term={t('phone')} value={customer.phone} />
      <Detail term={t('fax')} value={customer.fax} />
    </Box>
  );
}

/** The commercial terms, below the addresses as in the original layout. */
export function CreditTerms({ customer }: { customer: Customer }) {
  const { t } = useTranslation('addresses');
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Detail term={t('customerType')} value={customer.customer_type} />
      <Detail term={t('credit')} value={formatCreditLine(customer.lineofcredit)} />
      <Detail term={t('paymentType')} value={customer.payment_type} />
    </Box>
  );
}
