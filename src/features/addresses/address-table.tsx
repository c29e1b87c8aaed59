import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateCustomerMutation } from '../../api/endpoints/customer';
import type { Customer } from '../../api/types';
import { EmptyState } from '../../components/empty-state';
import { failureMessage } from '../../components/error-with-retry';
import { selectLineId } from '../../store/session/auth-slice';
import { useAppSelector } from '../../store/hooks';
import type { AddressDraft } from './address-draft';
import { AddressRowEditor } from './address-row-editor';
import { CellLabel, stackedTableSx } from './stacked-table';

/**
 * The shipping-address table: one row at a time switches to inline edit; a save sends the whole customer with the
 * changed row (customer/update) and stores what was sent once the server accepts it.
 */
export function AddressTable({ customer }: { customer: Customer }) {
  const { t } = useTranslation('addresses');
  const { t: tc } = useTranslation('common');
  const sessionLineId = useAppSelector(selectLineId);
  const [update] = useUpdateCustomerMutation();
  const [editing, setEditing] = useState<number | null>(null);
  const [saved, setSaved] = useState(false);
  const headingId = useId();
  const rows = customer.addresses ?? [];

  const saveRow = async (index: number, draft: AddressDraft): Promise<string | null> => {
    const next: Customer = {
      ...customer,
      lineid: customer.lineid || sessionLineId,
      addresses: rows.map((row, i) => (i === index ? { ...row, ...draft } : row)),
    };
    try {
      await update(next).unwrap();
    } catch (error) {
      return t('saveFailed', { reason: failureMessage(error, tc) });
    }
    setEditing(null);
    setSaved(true);
    return null;
  };

  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('addressTable')}
      </Typography>
      {saved ? (
        <Alert severity="success" onClose={() => setSaved(false)} sx={{ mb: 1 }}>
          {t('saved')}
        </Alert>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState message={t('noAddresses')} />
      ) : (
        <Table size="small" aria-labelledby={headingId} sx={stackedTableSx}>
          <TableHead>
            <TableRow>
              <TableCell>{t('address')}</TableCell>
              <TableCell>{t('deliveryPhone')}</TableCell>
              <TableCell>{t('contactperson')}</TableCell>
              <TableCell>{t('cellphone')}</TableCell>
              <TableCell>{t('actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) =>
              editing === index ? (
                <AddressRowEditor
                  key={String(row.id)}
                  row={row}
                  onSave={(draft) => saveRow(index, draft)}
                  onCancel={() => {
                    setEditing(null);
                  }}
                />
              ) : (
                <TableRow key={String(row.id)}>
                  <TableCell>
                    <CellLabel>{t('address')}</CellLabel>
                    {row.address}
                  </TableCell>
                  <TableCell>
                    <CellLabel>{t('deliveryPhone')}</CellLabel>
                    {row.phone || t('none')}
                  </TableCell>
                  <TableCell>
                    <CellLabel>{t('contactperson')}</CellLabel>
                    {row.contactperson || t('none')}
                  </TableCell>
                  <TableCell>
                    <CellLabel>{t('cellphone')}</CellLabel>
                    {row.cellphone || t('none')}
                  </TableCell>
                  <TableCell>
                    <Button
                      variant="outlined"
                      disabled={editing !== null}
                      aria-label={t('editRow', { address: row.address })}
                      onClick={() => {
                        setSaved(false);
                        setEditing(index);
                      }}
                      sx={{ minHeight: 44, width: { xs: '100%', sm: 'auto' } }}
                    >
                      {t('edit')}
                    </Button>
                  </TableCell>
                </TableRow>
              ),
            )}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
