import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerSale } from '../../api/types';
import { EmptyState } from '../../components/empty-state';
import { CellLabel, stackedTableSx } from './stacked-table';

/** A dialable number: the dashes and spaces people write are dropped, a leading + kept. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

const linkSx = { display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const;

/** The shop's sales contacts: one tap calls or mails the salesperson. */
export function SalesContacts({ sales }: { sales: readonly CustomerSale[] }) {
  const { t } = useTranslation('addresses');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('salesTable')}
      </Typography>
      {sales.length === 0 ? (
        <EmptyState message={t('noSales')} />
      ) : (
        <Table size="small" aria-labelledby={headingId} sx={stackedTableSx}>
          <TableHead>
            <TableRow>
              <TableCell>{t('salesname')}</TableCell>
              <TableCell>{t('salesphone')}</TableCell>
              <TableCell>{t('salesemail')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sales.map((sale) => (
              <TableRow key={String(sale.id)}>
                <TableCell>
                  <CellLabel>{t('salesname')}</CellLabel>
                  {sale.salesname}
                </TableCell>
                <TableCell>
                  <CellLabel>{t('salesphone')}</CellLabel>
                  {sale.salesphone ? (
                    <Link href={telHref(sale.salesphone)} sx={linkSx}>
                      {sale.salesphone}
                    </Link>
                  ) : (
                    t('none')
                  )}
                </TableCell>
                <TableCell>
                  <CellLabel>{t('salesemail')}</CellLabel>
                  {sale.salesemail ? (
                    <Link href={`mailto:${sale.salesemail}`} sx={linkSx}>
                      {sale.salesemail}
                    </Link>
                  ) : (
                    t('none')
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
