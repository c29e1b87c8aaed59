import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Backdrop from '@mui/material/Backdrop';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The success overlay stays 3 seconds unless tapped away. */
export const ADDED_OVERLAY_MS = 3000;

interface AddedOverlayProps {
  onClose: () => void;
}

/** 已加入購物車 over the page; mounted for one add, it closes itself after 3 s or on a tap anywhere. */
export function AddedOverlay({ onClose }: AddedOverlayProps) {
  const { t } = useTranslation('catalogue');
  useEffect(() => {
    const timer = setTimeout(onClose, ADDED_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, [onClose]);

  return (
    <Backdrop
      open
      onClick={onClose}
      sx={{ zIndex: (theme) => theme.zIndex.modal + 1, bgcolor: 'rgba(0, 0, 0, 0.35)' }}
    >
      <Paper
        role="status"
        aria-live="polite"
        elevation={8}
        sx={{
          px: 4,
          py: 3,
          display: 'grid',
          justifyItems: 'center',
          gap: 1,
          borderRadius: 3,
          minWidth: 220,
        }}
      >
        <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
        <Typography sx={{ fontWeight: 700, fontSize: 20 }}>{t('addDialog.added')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('addDialog.overlayHint')}
        </Typography>
      </Paper>
    </Backdrop>
  );
}
