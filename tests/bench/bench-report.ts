/**
 * The bench's tables: figure, median of the runs, budget, PASS/FAIL; each table is also written to
 * test-results/bench-<name>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

/** A budget: at most `limit` (times, bytes) or, with `atLeast`, no less (Lighthouse scores). */
export interface Budget {
  limit: number;
  unit: 'ms' | 'KB' | '';
  atLeast?: boolean;
}

export interface Figure {
  name: string;
  /** One value per run, in the budget's unit (milliseconds when there is no budget). */
  values: number[];
  /** Null for an informative figure without a budget. */
  budget: Budget | null;
  /** The unit of an informative figure (milliseconds by default). */
  unit?: Budget['unit'];
  /** Why the measurement stopped (the screen never appeared, for example). */
  error?: string;
  /** What the reader should know to trust the figure. */
  note?: string | undefined;
}

/** A time budget of at most `ms` milliseconds. */
export const withinMs = (ms: number): Budget => ({ limit: ms, unit: 'ms' });

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const verdict = (f: Figure, m: number | null): string => {
  if (f.error !== undefined || m === null) return 'NOT MEASURED';
  if (f.budget === null) return '';
  const met = f.budget.atLeast === true ? m >= f.budget.limit : m <= f.budget.limit;
  return met ? 'PASS' : 'FAIL';
};

const format = (value: number, unit: string): string =>
  `${unit === 'KB' ? value.toFixed(1) : value.toFixed(0)}${unit === '' ? '' : ` ${unit}`}`;

export function printTable(table: string, figures: readonly Figure[]): void {
  const rows = figures.map((f) => {
    const m = f.values.length === 0 ? null : median(f.values);
    const unit = f.budget?.unit ?? f.unit ?? 'ms';
    return {
      figure: f.name,
      runs: f.values.map((v) => format(v, '')).join(', '),
      median: m === null ? '—' : format(m, unit),
      budget:
        f.budget === null
          ? ''
          : `${f.budget.atLeast === true ? '≥' : '≤'} ${format(f.budget.limit, unit)}`,
      result: verdict(f, m),
      error: f.error,
      note: f.note,
    };
  });
  const width = Math.max(...rows.map((r) => r.figure.length));
  const lines = [
    `${'figure'.padEnd(width)} | median   | runs             | budget    | result`,
    ...rows.map(
      (r) =>
        `${r.figure.padEnd(width)} | ${r.median.padStart(8)} | ${r.runs.padEnd(16)} | ${r.budget.padEnd(9)} | ${r.result}` +
        (r.error === undefined ? '' : `\n    ${r.error}`) +
        (r.note === undefined ? '' : `\n    ${r.note}`),
    ),
  ];
  console.log(`\n${table}\n${lines.join('\n')}\n`);
  mkdirSync('test-results', { recursive: true });
  writeFileSync(
    `test-results/bench-${table.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.json`,
    JSON.stringify({ date: new Date().toISOString(), table, rows }, null, 2),
  );
}
