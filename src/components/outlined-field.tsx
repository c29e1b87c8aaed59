/**
 * A labelled outlined text field, built from MUI's parts instead of TextField. TextField also supports `select`, so
 * it brings Select, Menu, Popover, Modal and Grow along, none of which a field uses: kept off the first screen
 * (/login2) so it shows sooner on a phone on a slow line (docs/performance.md has the figures). Same look, label and
 * helper-text linking.
 */
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';

type NativeInputProps = InputHTMLAttributes<HTMLInputElement> & {
  enterKeyHint?: string;
};

export interface OutlinedFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  autoComplete?: string;
  fullWidth?: boolean;
  /** Attributes for the native <input> (inputMode, maxLength, autoCapitalize…). */
  inputProps?: NativeInputProps;
}

export function OutlinedField({
  label,
  name,
  value,
  onChange,
  required = false,
  error = false,
  helperText,
  autoComplete,
  fullWidth = false,
  inputProps,
}: OutlinedFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const hasHelper = helperText !== undefined && helperText !== null && helperText !== '';
  return (
    <FormControl variant="outlined" required={required} error={error} fullWidth={fullWidth}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        // The notch in the outline is sized from this text; the asterisk is added by FormControl's `required`.
        label={required ? `${label} *` : label}
        inputProps={{ ...inputProps, 'aria-describedby': hasHelper ? helperId : undefined }}
      />
      {hasHelper ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
