import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';

/** The header's frame, shared by both headers (and the loading fallback) so switching between them never moves the page. */
export function HeaderBar({ children }: { children?: ReactNode }) {
  return (
    <AppBar position="sticky" color="inherit" elevation={1}>
      <Toolbar sx={{ gap: 0.5, px: { xs: 1, sm: 2 } }}>{children}</Toolbar>
    </AppBar>
  );
}
