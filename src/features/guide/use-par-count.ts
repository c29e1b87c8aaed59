/**
 * 盤點's state on /guide: the switch, what the cook typed as on hand (empty each visit) and par (the shop's
 * remembered par, else the row's 常訂), and each row's 建議. Typed pars are remembered for the shop at once.
 */
import { useCallback, useState } from 'react';
import { normaliseMultiple } from '../../domain/quantity';
import {
  parseCountText,
  suggestedQuantity,
  type CountProblem,
  type CountReading,
} from '../../domain/par-count';
import { isKgUnit } from '../../domain/weight';
import { readPars, savePar } from './par-memory';
import type { GuideRow } from './guide-rows';

export type CountField = 'onHand' | 'par';

/** One row as counted: the texts in its two fields, why either is refused, and its 建議. */
export interface RowCount {
  onHand: string;
  par: string;
  onHandProblem: CountProblem | null;
  parProblem: CountProblem | null;
  /** null while a field is refused (or par is empty): the row is then not added. */
  suggestion: number | null;
  /** Decimals allowed (inputMode decimal), else whole numbers (numeric). */
  decimals: boolean;
}

export interface ParCount {
  on: boolean;
  setOn: (on: boolean) => void;
  /** The row's count; only for a row that can be added (its product is sold and its multiple valid). */
  of: (row: GuideRow) => RowCount;
  type: (row: GuideRow, field: CountField, text: string) => void;
}

const keyOf = (row: GuideRow): string => String(row.productid);
const multipleOf = (row: GuideRow): number => normaliseMultiple(row.product?.ordermultiple);
/** Decimals for a KG product, or one whose own multiple is a fraction (its 常訂 may be 2.5); else whole numbers. */
const decimalsFor = (row: GuideRow): boolean =>
  isKgUnit(row.product?.salesunitcode) || !Number.isInteger(multipleOf(row));
const problemOf = (reading: CountReading): CountProblem | null =>
  'problem' in reading ? reading.problem : null;

export function useParCount(customerid: string | null): ParCount {
  const [on, setOn] = useState(false);
  const [onHand, setOnHand] = useState<Record<string, string>>({});
  // Read once per shop: GuideList is keyed by the shop, so a switch starts from that shop's pars.
  const [stored] = useState(() => (customerid === null ? {} : readPars(customerid)));
  const [par, setPar] = useState<Record<string, string>>({});

  const of = (row: GuideRow): RowCount => {
    const decimals = decimalsFor(row);
    const onHandText = onHand[keyOf(row)] ?? '';
    const parText = par[keyOf(row)] ?? String(stored[keyOf(row)] ?? row.usualQuantity);
    const onHandReading = parseCountText(onHandText, decimals);
    const parReading = parseCountText(parText, decimals);
    // An empty 現有 is nothing on hand; a par is needed to say what to order.
    const parProblem =
      'value' in parReading && parReading.value === null ? 'notANumber' : problemOf(parReading);
    const suggestion =
      'value' in onHandReading && 'value' in parReading && parReading.value !== null
        ? suggestedQuantity(parReading.value, onHandReading.value ?? 0, multipleOf(row))
        : null;
    return {
      onHand: onHandText,
      par: parText,
      onHandProblem: problemOf(onHandReading),
      parProblem,
      suggestion: parProblem === null ? suggestion : null,
      decimals,
    };
  };

  const type = useCallback(
    (row: GuideRow, field: CountField, text: string) => {
      (field === 'onHand' ? setOnHand : setPar)((all) => ({ ...all, [keyOf(row)]: text }));
      if (field !== 'par' || customerid === null) return;
      const reading = parseCountText(text, decimalsFor(row));
      if ('value' in reading && reading.value !== null) {
        savePar(customerid, keyOf(row), reading.value);
      }
    },
    [customerid],
  );

  return { on, setOn, of, type };
}
