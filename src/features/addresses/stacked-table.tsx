import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/**
 * /address's tables on a 390 px phone: each row becomes a card and each cell a labelled line, so nothing scrolls
 * sideways. The column headers stay in the accessibility tree (visually hidden), so a screen reader still hears the
 * table; from 600 px up it is an ordinary table.
 */
export const stackedTableSx = (theme: Theme): SystemStyleObject<Theme> => ({
  [theme.breakpoints.down('sm')]: {
    display: 'block',
    '& thead': {
      position: 'absolute',
      // Pixel strings: in sx a bare 1 would mean 100%.
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
    // Block boxes fill the card without a width: width 100% plus the cell padding would overflow the phone.
    '& tbody, & tr, & td': { display: 'block' },
    '& tbody tr': {
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: 1,
      mb: 1.5,
      py: 1,
      bgcolor: 'background.paper',
    },
    '& tbody td': { borderBottom: 'none', py: 0.5, px: 2 },
  },
  '& td': { overflowWrap: 'anywhere' },
});

/** The column name shown above a cell's value only where the row is a card. */
export function CellLabel({ children }: { children: string }) {
  return (
    <Box
      component="span"
      sx={{
        display: { xs: 'block', sm: 'none' },
        color: 'text.secondary',
        fontSize: 13,
        lineHeight: 1.4,
      }}
    >
      {children}
    </Box>
  );
}
