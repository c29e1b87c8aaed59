import Box from '@mui/material/Box';

export interface OrderField {
  label: string;
  value: string;
}

/** Label and value pairs as a description list: a screen reader reads "訂單金額, $12,345". */
export function OrderFields({ fields }: { fields: OrderField[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.75,
        '& dt': { color: 'text.secondary', fontSize: '0.875rem' },
        '& dd': { m: 0, fontSize: '0.9375rem', wordBreak: 'break-word' },
      }}
    >
      {fields.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
