import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, type ReactNode } from 'react';
import { ChoiceRow } from './choice-row';

interface ChoiceGroupProps {
  /** The legend of the fieldset, also the radio group's accessible name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: ReactNode }[];
  /** Shown between the legend and the radios (e.g. a loading text). */
  before?: ReactNode;
  /** Shown under the radios (e.g. a remark field or a retry). */
  children?: ReactNode;
}

/** One question of the delivery dialog: a fieldset with its legend and a row of radios of 44 px each. */
export function ChoiceGroup({
  label,
  value,
  onChange,
  options,
  before,
  children,
}: ChoiceGroupProps) {
  const labelId = useId();
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" id={labelId} sx={{ fontWeight: 700 }}>
        {label}
      </FormLabel>
      {before}
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value}
        onChange={(_event, next) => {
          onChange(next);
        }}
      >
        {options.map((option) => (
          <ChoiceRow key={option.value} value={option.value} label={option.label} />
        ))}
      </RadioGroup>
      {children}
    </FormControl>
  );
}
