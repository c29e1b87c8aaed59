import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ResendConfirmProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The second, explicit yes before sending a cart whose earlier send may have landed: it names the risk. */
export function ResendConfirm({ open, onCancel, onConfirm }: ResendConfirmProps) {
  const { t } = useTranslation('checkout');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {t('resendConfirm.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('resendConfirm.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 2, py: 1.5, gap: 1 }}>
        <Button onClick={onCancel} sx={{ minHeight: 44, minWidth: 88 }}>
          {t('resendConfirm.cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          variant="contained"
          color="warning"
          sx={{ minHeight: 44, minWidth: 88 }}
        >
          {t('resendConfirm.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
