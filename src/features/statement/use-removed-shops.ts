/**
 * A shop that leaves the account while the statement is open (the customer list refreshed without it) is dropped
 * from the statement, and the buyer is told which.
 */
import { useState } from 'react';
import type { Customer } from '../../api/types';
import { sameId } from '../../domain/id';

export function useRemovedShops(shops: readonly Customer[]): string[] {
  const [seen, setSeen] = useState(shops);
  const [removed, setRemoved] = useState<string[]>([]);
  if (seen !== shops) {
    const gone = seen.filter((old) => !shops.some((s) => sameId(s.id, old.id)));
    setSeen(shops);
    // An empty list is the session ending, not shops leaving.
    if (gone.length > 0 && shops.length > 0) {
      setRemoved((before) => [...before, ...gone.map((s) => s.name || s.fullname)]);
    }
  }
  return removed;
}
