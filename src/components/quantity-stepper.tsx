import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useQuantityEntry } from './use-quantity-entry';

/** The stepper's texts: passed in, so it stays presentational and each feature keeps its own namespace. */
export interface QuantityStepperMessages {
  /** aria-label of minus, e.g. 減少數量. */
  decrease: string;
  /** aria-label of plus, e.g. 增加數量. */
  increase: string;
  /** Helper text after a typed value that is not a quantity was reverted. */
  invalid: string;
  /** Helper text after a typed value above 99,999 was capped. */
  tooLarge: string;
  /** `訂購倍數必須大於 0`: shown, with every control disabled, for a multiple ≤ 0 (such a product cannot be ordered). */
  invalidMultiple: string;
}

export interface QuantityStepperProps {
  value: number;
  /** The product's order multiple, already normalised (a missing one is 1). */
  multiple: number;
  onChange: (quantity: number) => void;
  /** Accessible name of the text field (e.g. 數量). */
  label: string;
  messages: QuantityStepperMessages;
  disabled?: boolean;
  /** The id of a message about the quantity shown outside the stepper (e.g. the guide's 數量必須大於 0). */
  describedBy?: string;
}

/**
 * Minus / typed quantity / plus: steps by the multiple, never below 0; a typed value snaps to the nearest multiple
 * on blur or Enter and shows 2 decimals; a value that is not a quantity reverts and says why.
 */
export function QuantityStepper({
  value,
  multiple,
  onChange,
  label,
  messages,
  disabled = false,
  describedBy,
}: QuantityStepperProps) {
  const { shown, type, commit, step, onKeyDown, problem, multipleOk } = useQuantityEntry({
    value,
    multiple,
    onChange,
  });
  const helperId = useId();
  const off = disabled || !multipleOk;

  const helper = !multipleOk
    ? messages.invalidMultiple
    : problem === null || problem === 'offMultiple'
      ? undefined
      : messages[problem];
  const target = { width: 44, height: 44 };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <IconButton
          aria-label={messages.decrease}
          onClick={() => step(-1)}
          disabled={off || value <= 0}
          sx={{ ...target, border: 1, borderColor: 'divider' }}
        >
          <RemoveIcon />
        </IconButton>
        <TextField
          value={shown}
          onChange={(event) => type(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          disabled={off}
          error={helper !== undefined}
          size="small"
          sx={{ width: 112, '& .MuiInputBase-root': { minHeight: 44 } }}
          slotProps={{
            htmlInput: {
              'aria-label': label,
              'aria-describedby':
                [describedBy, helper === undefined ? undefined : helperId]
                  .filter((id) => id !== undefined)
                  .join(' ') || undefined,
              inputMode: 'decimal',
              autoComplete: 'off',
              style: { textAlign: 'center', fontSize: 18 },
            },
          }}
        />
        <IconButton
          aria-label={messages.increase}
          onClick={() => step(1)}
          disabled={off}
          sx={{ ...target, border: 1, borderColor: 'divider' }}
        >
          <AddIcon />
        </IconButton>
      </Box>
      {helper === undefined ? null : (
        // Announced only when it answers what the buyer typed; 訂購倍數必須大於 0 is there from the first render, part
        // of the product as shown (and the field's description), not news to interrupt the screen reader with.
        <FormHelperText
          id={helperId}
          error
          role={multipleOk && problem !== null ? 'alert' : undefined}
          sx={{ mx: 0 }}
        >
          {helper}
        </FormHelperText>
      )}
    </Box>
  );
}
