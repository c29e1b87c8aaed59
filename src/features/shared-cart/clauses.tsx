/**
 * A sentence whose clauses (split at ，) each stay on one line where they fit, so a narrow phone breaks it after the
 * comma rather than mid-phrase (「…，無法／在此開啟」). The text itself is unchanged.
 */
import Box from '@mui/material/Box';

export function Clauses({ text }: { text: string }) {
  const parts = text.split('，');
  return (
    <>
      {parts.map((part, i) => (
        // Index keys: the parts of one fixed sentence, never reordered.
        <Box component="span" key={i} sx={{ display: 'inline-block' }}>
          {i < parts.length - 1 ? `${part}，` : part}
        </Box>
      ))}
    </>
  );
}
