/**
 * The home page's category choice: one top-level category and any of its sub-categories.
 * Pure functions, so the rules are tested without rendering.
 */
import { type Id, sameId } from './id';

/** What the choice reads of a category of the tree (the category list's answer has more). */
export interface CategoryNode {
  id: Id;
  name: string;
  /** null = top level. */
  parentid: Id | null;
}

/** One top-level category with any of its sub-categories, as home's selectors show them. */
export interface CategorySelection {
  topId: Id;
  subIds: Id[];
}

export const topCategories = <C extends CategoryNode>(categories: readonly C[]): C[] =>
  categories.filter((c) => c.parentid === null);

export const subCategoriesOf = <C extends CategoryNode>(categories: readonly C[], topId: Id): C[] =>
  categories.filter((c) => sameId(c.parentid, topId));

/** A top-level category with all of its sub-categories selected. */
export function selectionFor(categories: readonly CategoryNode[], topId: Id): CategorySelection {
  return { topId, subIds: subCategoriesOf(categories, topId).map((c) => c.id) };
}

/** On entry: the first top-level category with all its sub-categories; null when there is none. */
export function initialSelection(categories: readonly CategoryNode[]): CategorySelection | null {
  const top = topCategories(categories)[0];
  return top === undefined ? null : selectionFor(categories, top.id);
}

/**
 * The `categories` sent to product/list: the selected sub-category ids as received. A top-level category without
 * sub-categories is sent itself; an emptied choice sends nothing (null), because `[]` means the whole catalogue.
 */
export function requestedCategories(
  categories: readonly CategoryNode[],
  selection: CategorySelection,
): Id[] | null {
  if (selection.subIds.length > 0) return selection.subIds;
  return subCategoriesOf(categories, selection.topId).length === 0 ? [selection.topId] : null;
}

/**
 * A choice kept from the last visit, checked against today's tree: its top-level category must still be one, and
 * only the sub-categories it still has are kept. Null when nothing of it is left (home then shows its default); a
 * choice with no sub-category ticked on purpose stays as it was.
 */
export function restoredSelection(
  categories: readonly CategoryNode[],
  chosen: CategorySelection,
): CategorySelection | null {
  if (!topCategories(categories).some((c) => sameId(c.id, chosen.topId))) return null;
  const subs = subCategoriesOf(categories, chosen.topId);
  const subIds = chosen.subIds.filter((id) => subs.some((c) => sameId(c.id, id)));
  if (subIds.length === chosen.subIds.length) return chosen;
  return subIds.length === 0 ? null : { topId: chosen.topId, subIds };
}

/**
 * The choice home shows: the buyer's kept choice as far as today's tree still has it, else home's default (null when
 * the tree has no top-level category). Home's product list is asked for this choice (`requestedCategories`).
 */
export function shownSelection(
  categories: readonly CategoryNode[],
  chosen: CategorySelection | null,
): CategorySelection | null {
  return (chosen && restoredSelection(categories, chosen)) ?? initialSelection(categories);
}

/**
 * What the sub-category selector shows of the ticked ids: the first one's name, then `+N` for the others
 * (`more(N)`, the texts' '+{{count}}'); empty when none is ticked. The ids come as the selector's values (text).
 */
export function subSelectionSummary(
  subs: readonly CategoryNode[],
  ids: readonly string[],
  more: (count: number) => string,
): string {
  const first = ids[0];
  if (first === undefined) return '';
  const name = subs.find((c) => String(c.id) === first)?.name ?? '';
  return ids.length > 1 ? `${name} ${more(ids.length - 1)}` : name;
}
