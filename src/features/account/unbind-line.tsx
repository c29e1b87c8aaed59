import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useUnbindLineMutation } from '../../api/endpoints/customer';
import type { Customer } from '../../api/types';
import { failureMessage } from '../../components/error-with-retry';
import { paths } from '../../config/paths';
import { selectLineId } from '../../store/session/auth-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { endSession } from '../../store/session/end-session';

/**
 * 解除綁定: after a confirmation the LINE link is removed and the buyer signed out, because an unbound customer cannot pass
 * the guard. A failure keeps the buyer signed in and says why.
 */
export function UnbindLine({ customer }: { customer: Customer }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const sessionLineId = useAppSelector(selectLineId);
  const [unbind, { isLoading }] = useUnbindLineMutation();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const bodyId = useId();
  const lineid = customer.lineid || sessionLineId;

  const confirm = async () => {
    setFailure(null);
    try {
      await unbind({ customerid: customer.id, lineid }).unwrap();
    } catch (error) {
      setOpen(false);
      setFailure(t('unbindFailed', { reason: failureMessage(error, tc) }));
      return;
    }
    // Signed out first: the /login2 guard sends a still-bound buyer back to /.
    dispatch(endSession());
    await navigate(paths.login2, { replace: true });
  };

  return (
    <Box>
      <Button
        variant="outlined"
        color="error"
        fullWidth
        disabled={lineid === ''}
        onClick={() => {
          setOpen(true);
        }}
        sx={{ minHeight: 48 }}
      >
        {t('unbind')}
      </Button>
      {failure ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      ) : null}
      <Dialog
        open={open}
        onClose={() => {
          if (!isLoading) setOpen(false);
        }}
        aria-labelledby={titleId}
        aria-describedby={bodyId}
      >
        <DialogTitle id={titleId}>{t('unbindTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={bodyId}>
            {t('unbindBody', { name: customer.name || customer.fullname })}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button
            disabled={isLoading}
            onClick={() => {
              setOpen(false);
            }}
            sx={{ minHeight: 44 }}
          >
            {t('cancel')}
          </Button>
          <Button
            variant="contained"
            color="error"
            loading={isLoading}
            onClick={() => void confirm()}
            sx={{ minHeight: 44 }}
          >
            {t('unbindConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
