import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface DetailRowProps {
  term: string;
  value: string;
  /** The term column's width, so a page's terms line up (the longest term's length in characters). */
  termWidth: string;
  /** Tighter rows, for a long record (/address's company data). */
  dense?: boolean;
}

/** One term and its value in a `<dl>`: read-only facts on /account and /address, wrapping long values anywhere. */
export function DetailRow({ term, value, termWidth, dense = false }: DetailRowProps) {
  return (
    <Box sx={{ display: 'flex', gap: 2, py: dense ? 0.75 : 1 }}>
      <Typography component="dt" color="text.secondary" sx={{ width: termWidth, flexShrink: 0 }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}
