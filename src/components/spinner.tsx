import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

interface SpinnerProps {
  /** Fill the screen's free height (route loading) instead of a block inside a page. */
  fullPage?: boolean;
  /** Read by screen readers; defaults to 載入中…. */
  label?: string;
}

/** The one loading indicator, announced as a status so a screen reader knows the page is still coming. */
export function Spinner({ fullPage = false, label }: SpinnerProps) {
  const { t } = useTranslation('common');
  const text = label ?? t('loading');
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        py: fullPage ? 0 : 6,
        minHeight: fullPage ? '60vh' : undefined,
      }}
    >
      <CircularProgress aria-label={text} />
    </Box>
  );
}
