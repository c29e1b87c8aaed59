import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface CartLineStatusProps {
  /** The server has not taken the latest change and the last try failed. */
  unsent: boolean;
  deleteFailed: boolean;
  /** The server's refusal of the last send, '' when it was a connection problem. */
  refusal: string;
}

/**
 * What the server does not have yet: a buyer must know a change is only on this phone, and that a
 * delete did not happen. A failed delete is an alert (it answers a tap); an unsynced mark is quiet.
 */
export function CartLineStatus({ unsent, deleteFailed, refusal }: CartLineStatusProps) {
  const { t } = useTranslation('cart');
  if (deleteFailed) {
    return (
      <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
        {t('deleteFailed')}
      </Typography>
    );
  }
  if (!unsent) return null;
  return (
    <Typography variant="body2" sx={{ mt: 0.5, color: 'warning.dark' }}>
      {refusal === '' ? t('unsynced') : t('refused', { message: refusal })}
    </Typography>
  );
}
