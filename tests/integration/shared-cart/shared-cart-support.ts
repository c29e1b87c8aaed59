/** Shared steps of the 傳給負責人 and /shared-cart tests: a link's token, a fake LINE picker. */
import { vi } from 'vitest';
import { encodeSharedCart, type SharedCartLine } from '../../../src/domain/shared-cart-link';
import type { LineSharing } from '../../../src/line/line-client';

/** The token of a cart, as 傳給負責人 writes it. */
export function tokenOf(shopId: string, sender: string, lines: SharedCartLine[]): string {
  const token = encodeSharedCart({ shopId, sender, lines });
  if (!token.ok) throw new Error(`refused: ${token.reason}`);
  return token.value;
}

export const sharedCartPath = (token: string) => `/shared-cart?c=${token}`;

/** The permanent link LIFF makes of an address of the app (the LIFF URL with the same path and query). */
export const LIFF_URL = 'https://liff.line.me/1234567890-AbCdEfGh';

/** LINE's sharing as a test sees it: the picker available or not, its answer, the permanent links it makes. */
export function fakeSharing(canPick: boolean, answer: 'sent' | 'cancelled' = 'sent') {
  const sharing = {
    canPick: vi.fn(() => canPick),
    pick: vi.fn((_messages: unknown[]) => Promise.resolve(answer)),
    permanentLink: vi.fn((url: string) => {
      const { pathname, search } = new URL(url);
      return Promise.resolve(`${LIFF_URL}${pathname}${search}`);
    }),
  } satisfies LineSharing;
  return { sharing, line: { sharing: () => Promise.resolve(sharing) } };
}
