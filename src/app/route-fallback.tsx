import Box from '@mui/material/Box';

/**
 * Shown while the first screen's code loads. The static splash of index.html still covers the page then (boot
 * removes it once the router is ready), so this only holds the space: no spinner code in the first chunk.
 */
export function RouteFallback() {
  return <Box sx={{ minHeight: '60vh' }} />;
}
