/**
 * Merging the server's cart with the local one on sign-in and shop switch: the server's list is the truth for synced
 * lines, and unsynced local changes are laid over it so nothing the buyer did is lost. Pure, so the rules are
 * property-tested (tests/unit/cart/cart-merge.test.ts).
 */
import type { CartLine } from '../../api/types';
import { sameId } from '../../domain/id';
import { LOCAL_ID_PREFIX, isLocalId } from './cart-line';
import type { CartEntry } from '../../store/cart/cart-slice';

/** The server sends ids as numbers or (64-bit) text; the client keeps text. */
export const idText = (id: unknown): string =>
  typeof id === 'number' || typeof id === 'bigint' ? String(id) : typeof id === 'string' ? id : '';

/** A server line as the client keeps it: id as text, synced, in the shop it was asked for. */
function fromServer(line: CartLine, customerid: string): CartEntry {
  const { customerid: sent } = line as { customerid?: CartLine['customerid'] | null };
  return {
    ...line,
    id: idText(line.id),
    customerid: sent ?? customerid,
    synced: true,
  };
}

/**
 * The shop's cart after a fresh server list:
 * - every server line once per product (a duplicate product keeps its first line), marked synced;
 * - a local unsynced line replaces the server's line of the same product (the local change is newer) and takes the
 *   server's id, so it is sent as an update;
 * - a local unsynced line the server does not have stays, with a local id, so it is sent as an add (an id the
 *   server no longer knows could not be updated);
 * - a local synced line the server does not have is gone (deleted elsewhere, or ordered).
 */
export function mergeCartLines(
  server: readonly CartLine[],
  local: readonly CartEntry[],
  customerid: string,
): CartEntry[] {
  const merged: CartEntry[] = [];
  for (const line of server) {
    if (!merged.some((m) => sameId(m.productid, line.productid))) {
      merged.push(fromServer(line, customerid));
    }
  }
  for (const line of local) {
    if (line.synced) continue;
    const { deleteFailed: _ignored, ...change } = line;
    const index = merged.findIndex((m) => sameId(m.productid, line.productid));
    const serverLine = merged[index];
    if (serverLine !== undefined) {
      merged[index] = { ...change, id: serverLine.id, synced: false };
    } else {
      const id = isLocalId(line.id) ? line.id : `${LOCAL_ID_PREFIX}${line.id}`;
      merged.push({ ...change, id, synced: false });
    }
  }
  return merged;
}
