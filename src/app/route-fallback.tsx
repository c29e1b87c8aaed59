import Box from '@mui/material/Box';
import { RouteProgress } from './layout/route-progress';

/**
 * Shown while a screen's code loads: a thin progress bar on a slow line, and the screen's space held so the footer
 * does not jump. At start-up the static splash of index.html still covers it.
 */
export function RouteFallback() {
  return (
    <Box sx={{ minHeight: '60vh' }}>
      <RouteProgress />
    </Box>
  );
}
