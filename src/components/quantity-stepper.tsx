import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import FormHelperText from '@mui/material/FormHelperText';
import OutlinedInput from '@mui/material/OutlinedInput';
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
  /**
   * Given where a quantity goes to the server the moment it is set (各店訂購's shop carts): a typed value that is not
   * a whole number of multiples is then refused with this reason (e.g. 須為 2 的倍數，未送出) instead of snapped, and
   * one above 99,999 is refused with `tooLarge` instead of capped.
   */
  offMultiple?: string;
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
  /** In a narrow column (各店訂購's shops side by side): the field across the column, minus and plus below it. */
  narrow?: boolean;
}

/**
 * Minus / typed quantity / plus: steps by the multiple, never below 0; a typed value snaps to the nearest multiple
 * (or is refused, given `messages.offMultiple`) on blur or Enter and shows 2 decimals; a value that is not a quantity
 * reverts and says why.
 */
export function QuantityStepper({
  value,
  multiple,
  onChange,
  label,
  messages,
  disabled = false,
  describedBy,
  narrow = false,
}: QuantityStepperProps) {
  const { shown, type, commit, step, onKeyDown, problem, multipleOk } = useQuantityEntry({
    value,
    multiple,
    onChange,
    offMultiple: messages.offMultiple === undefined ? 'snap' : 'refuse',
  });
  const helperId = useId();
  const off = disabled || !multipleOk;

  const helper = !multipleOk
    ? messages.invalidMultiple
    : problem === null
      ? undefined
      : messages[problem];
  const target = { width: 44, height: 44 };

  // OutlinedInput, not TextField: TextField also does `select`, and would bring Select, Menu, Popover and Modal to
  // every screen with a stepper (components/outlined-field.tsx says the same for the forms).
  const fieldElement = (
    <OutlinedInput
      value={shown}
      onChange={(event) => type(event.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
      disabled={off}
      error={helper !== undefined}
      size="small"
      sx={{
        ...(narrow ? { gridColumn: '1 / -1' } : { width: 112 }),
        minHeight: 44,
      }}
      inputProps={{
        'aria-label': label,
        'aria-describedby':
          [describedBy, helper === undefined ? undefined : helperId]
            .filter((id) => id !== undefined)
            .join(' ') || undefined,
        inputMode: 'decimal',
        autoComplete: 'off',
        style: { textAlign: 'center', fontSize: 18 },
      }}
    />
  );

  return (
    <Box>
      <Box
        sx={
          narrow
            ? { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 0.5 }
            : { display: 'flex', alignItems: 'center', gap: 0.5 }
        }
      >
        {/* Narrow, the field comes first, in the page as on the screen: focus and reading follow it. */}
        {narrow ? fieldElement : null}
        <IconButton
          aria-label={messages.decrease}
          onClick={() => step(-1)}
          disabled={off || value <= 0}
          sx={{ ...target, border: 1, borderColor: 'divider' }}
        >
          <RemoveIcon />
        </IconButton>
        {narrow ? null : fieldElement}
        <IconButton
          aria-label={messages.increase}
          onClick={() => step(1)}
          disabled={off}
          sx={{ ...target, border: 1, borderColor: 'divider', justifySelf: 'end' }}
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
