import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface AuthCardProps {
  /** The screen's one h1. */
  title: string;
  /** A line above the title (the app name on /login). */
  overline?: ReactNode;
  children: ReactNode;
}

/** The sign-in screens' frame: one narrow card, centred, readable at 390 px. */
export function AuthCard({ title, overline, children }: AuthCardProps) {
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ maxWidth: 440, mx: 'auto', mt: { xs: 2, sm: 6 }, px: { xs: 2.5, sm: 4 }, py: 3 }}
    >
      <Stack spacing={0.5} sx={{ mb: 3, textAlign: 'center' }}>
        {overline}
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      </Stack>
      {children}
    </Paper>
  );
}
