/** The bench's table: figure, median of the runs, budget, PASS/FAIL; also written to test-results/bench.json. */
import { mkdirSync, writeFileSync } from 'node:fs';

export interface Figure {
  name: string;
  /** Milliseconds, one per run. */
  values: number[];
  /** Null for an informative figure without a budget. */
  budgetMs: number | null;
  /** Why the measurement stopped (the screen never appeared, for example). */
  error?: string;
  /** What the reader should know to trust the figure. */
  note?: string | undefined;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const verdict = (f: Figure, m: number | null): string => {
  if (f.error !== undefined || m === null) return 'NOT MEASURED';
  if (f.budgetMs === null) return '';
  return m <= f.budgetMs ? 'PASS' : 'FAIL';
};

export function printTable(figures: readonly Figure[]): void {
  const rows = figures.map((f) => {
    const m = f.values.length === 0 ? null : median(f.values);
    return {
      figure: f.name,
      runs: f.values.map((v) => v.toFixed(0)).join(', '),
      median: m === null ? '—' : `${m.toFixed(0)} ms`,
      budget: f.budgetMs === null ? '' : `≤ ${f.budgetMs} ms`,
      result: verdict(f, m),
      error: f.error,
      note: f.note,
    };
  });
  const width = Math.max(...rows.map((r) => r.figure.length));
  const lines = [
    `${'figure'.padEnd(width)} | median | runs (ms) | budget | result`,
    ...rows.map(
      (r) =>
        `${r.figure.padEnd(width)} | ${r.median.padStart(7)} | ${r.runs.padEnd(16)} | ${r.budget.padEnd(8)} | ${r.result}` +
        (r.error === undefined ? '' : `\n    ${r.error}`) +
        (r.note === undefined ? '' : `\n    ${r.note}`),
    ),
  ];
  console.log(`\n${lines.join('\n')}\n`);
  mkdirSync('test-results', { recursive: true });
  writeFileSync(
    'test-results/bench.json',
    JSON.stringify({ date: new Date().toISOString(), rows }, null, 2),
  );
}
