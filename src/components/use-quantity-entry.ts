import { useState, type KeyboardEvent } from 'react';
import {
  QUANTITY_MAX,
  formatQuantity,
  parseQuantityText,
  snapToMultiple,
  stepQuantity,
} from '../domain/quantity';

/** Why the quantity the buyer typed was not taken as it is. */
export type QuantityProblem = 'invalid' | 'tooLarge' | 'offMultiple' | null;

export interface QuantityEntryRules {
  value: number;
  /** The product's order multiple, already normalised; 0 or less for a product that cannot be ordered. */
  multiple: number;
  onChange: (quantity: number) => void;
  /**
   * A typed value that is not a whole number of multiples, or above 99,999: snapped to the nearest (the cart, the add
   * dialog, the guide) or refused with the reason (各店訂購, where a quantity goes to the shop's server cart at once).
   */
  offMultiple?: 'snap' | 'refuse';
}

/**
 * The rules of a quantity stepper, shared by every one: minus and plus step by the multiple and never go below 0; a
 * typed value (full-width digits too) is taken on blur or Enter, capped at 99,999, shown with 2 decimals; a value
 * that is not a quantity reverts and says why.
 */
export function useQuantityEntry({
  value,
  multiple,
  onChange,
  offMultiple = 'snap',
}: QuantityEntryRules) {
  // What the buyer is typing; null while the field shows the committed value.
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<QuantityProblem>(null);
  const multipleOk = Number.isFinite(multiple) && multiple > 0;

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = parseQuantityText(draft);
    if (typed === null) {
      setProblem('invalid');
      return;
    }
    const snapped = snapToMultiple(Math.min(typed, QUANTITY_MAX), multiple);
    // Where a quantity goes to the server at once, only what was typed is sent: above the max or off the multiple it
    // is refused and says why (the quantity already there, typed again, is no change).
    if (offMultiple === 'refuse' && (typed > QUANTITY_MAX || snapped !== typed)) {
      if (typed > QUANTITY_MAX) setProblem('tooLarge');
      else setProblem(typed === value ? null : 'offMultiple');
      return;
    }
    setProblem(typed > QUANTITY_MAX ? 'tooLarge' : null);
    if (snapped !== value) onChange(snapped);
  };

  return {
    /** The field's text: what the buyer is typing, or the quantity with 2 decimals. */
    shown: draft ?? formatQuantity(value),
    type: setDraft,
    commit,
    step: (direction: 1 | -1) => {
      setProblem(null);
      onChange(stepQuantity(value, multiple, direction));
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Enter') return;
      // Enter commits the quantity; it must not also submit a surrounding form.
      event.preventDefault();
      commit();
    },
    problem,
    multipleOk,
  };
}
