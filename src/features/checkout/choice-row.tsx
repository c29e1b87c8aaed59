import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import type { ReactNode } from 'react';

/** One radio with its label, a whole-row touch target of at least 44 px. */
export function ChoiceRow({ value, label }: { value: string; label: ReactNode }) {
  return (
    <FormControlLabel
      value={value}
      control={<Radio />}
      label={label}
      sx={{ minHeight: 44, mr: 3, alignItems: 'center' }}
    />
  );
}
