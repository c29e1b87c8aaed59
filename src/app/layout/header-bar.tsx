import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';

/**
 * The header's frame, shared by both headers (and the loading fallback) so switching between them never moves the
 * page: a sheet of paper that stays at the top as the page scrolls. MUI's AppBar is this same Paper with colour and
 * position variants the app does not use; rendering the Paper directly spares home's first render those rules.
 */
export function HeaderBar({ children }: { children?: ReactNode }) {
  return (
    <Paper
      component="header"
      square
      elevation={1}
      sx={{ position: 'sticky', top: 0, zIndex: 'appBar' }}
    >
      <Toolbar sx={{ gap: 0.5, px: { xs: 1, sm: 2 } }}>{children}</Toolbar>
    </Paper>
  );
}
