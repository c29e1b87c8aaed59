import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface LogoProps {
  /** Only the mark, without the site name 生鮮採購網 (the logo's 'only' mode). */
  only?: boolean;
  /** Mark size in px. */
  size?: number;
}

/** The mark: a leaf on a green disc, drawn inline so it is there with the header and never shifts the layout. */
function LogoMark({ size, label }: { size: number; label?: string }) {
  const a11y = label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" focusable="false" {...a11y}>
      <circle cx="16" cy="16" r="16" fill="#2e7d32" />
      <path d="M9 22c0-8 5-13 14-13 0 9-5 14-13 14l-1-1z" fill="#ffffff" />
      <path d="M10 22c3-4 6-7 10-9" stroke="#2e7d32" strokeWidth="1.6" fill="none" />
    </svg>
  );
}

export function Logo({ only = false, size = 32 }: LogoProps) {
  const { t } = useTranslation('common');
  if (only) return <LogoMark size={size} label={t('siteName')} />;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <LogoMark size={size} />
      <Typography
        component="span"
        sx={{ fontWeight: 700, fontSize: 18, color: 'primary.dark', whiteSpace: 'nowrap' }}
      >
        {t('siteName')}
      </Typography>
    </Box>
  );
}
