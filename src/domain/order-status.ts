/**
 * Order statuses. Labels come from the `orderStatus` dictionary, never from code: the
 * timeline matches on the label, so a distributor who renames a status in the dictionary changes both at once.
 */

/** The summary card's five steps, in order. */
export const TIMELINE_STEPS = ['未出貨', '已成立', '已出貨', '未付款', '已付款'] as const;

export type TimelineStep = (typeof TIMELINE_STEPS)[number];

/**
 * The index of the current step (the one whose name equals the order's status label; it and earlier steps are
 * highlighted), or -1 when the label is none of the five and nothing is highlighted.
 */
export function timelineState(statusLabel: string | null | undefined): number {
  const label = (statusLabel ?? '').trim();
  return TIMELINE_STEPS.findIndex((step) => step === label);
}

/** A status code's label from the dictionary (codes compared as text), or the code itself when it has none. */
export function statusLabel(
  labels: ReadonlyMap<string, string>,
  code: string | number | null | undefined,
): string {
  if (code === null || code === undefined) return '';
  const key = String(code);
  return labels.get(key) ?? key;
}
