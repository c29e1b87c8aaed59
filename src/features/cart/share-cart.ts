/**
 * 傳給負責人: the active shop's cart as a link (domain/shared-cart-link.ts), sent where the buyer can send it.
 * Loaded when the button is tapped (share-cart-button.tsx), so the drawer carries none of it.
 *
 * - Inside LINE, where the share target picker is available: LINE's picker with one Flex card (shop, delivery date
 *   chosen so far, 品項, 總重, amount) whose button 開啟購物車 opens the cart's permanent link.
 * - Elsewhere: the phone's share sheet (navigator.share), else the clipboard, else the link shown to copy by hand.
 */
import type { i18n as I18n } from 'i18next';
import { paths, SHARED_CART_PARAM } from '../../config/paths';
import { formatAmount, orderAmount } from '../../domain/money';
import { encodeSharedCart, normaliseSender } from '../../domain/shared-cart-link';
import { formatWeight, totalWeightKg } from '../../domain/weight';
import { addTexts } from '../../i18n/add-texts';
import { cartSendTexts } from './texts/cart-send';
import type { LineClient, LineSharing } from '../../line/line-client';
import { loadLineSharing } from '../../line/loaded-on-first-use';
import { sharedCartMessages } from '../../line/messages/shared-cart-message';
import type { CartEntry } from '../../store/cart/cart-slice';

export type ShareOutcome =
  /** LINE's picker sent the card; `demo`: the mock stands in for LINE, the screen offers to open the link. */
  | { kind: 'sent'; url: string; demo: boolean }
  | { kind: 'cancelled' }
  | { kind: 'shared' }
  | { kind: 'copied' }
  /** Neither a share sheet nor the clipboard: the link is shown to copy by hand. */
  | { kind: 'manual'; url: string }
  | { kind: 'tooBig' }
  | { kind: 'failed' };

/** The cart to send, as the drawer reads it from the store and hands it over: this module reads no store itself. */
export interface CartToShare {
  shopId: string;
  /** The shop's name as shown. */
  shop: string;
  lines: readonly CartEntry[];
  /** The delivery date chosen so far in the delivery dialog, 'YYYY-MM-DD', or ''. */
  deliveryDate: string;
}

export interface ShareRequest {
  cart: CartToShare;
  line: LineClient | null;
  i18n: I18n;
  /** The app's origin, where /shared-cart is served (window.location.origin). */
  origin: string;
}

/** The sender's LINE display name; '' where LINE has none (not logged in, or it failed). */
async function senderName(line: LineClient | null): Promise<string> {
  if (line === null || !line.isLoggedIn()) return '';
  try {
    return normaliseSender((await line.getProfile()).displayName);
  } catch {
    return '';
  }
}

async function sharingOf(line: LineClient | null): Promise<LineSharing | null> {
  if (line === null) return null;
  try {
    return await loadLineSharing(line);
  } catch {
    return null;
  }
}

/** The permanent link of the app's own address; the address itself where LIFF cannot make one. */
async function permanentLink(sharing: LineSharing | null, url: string): Promise<string> {
  if (sharing === null) return url;
  try {
    return await sharing.permanentLink(url);
  } catch {
    return url;
  }
}

const isAbort = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'AbortError' || error.name === 'NotAllowedError');

/** Sends the active shop's cart; never rejects. */
export async function shareCart({ cart, line, i18n, origin }: ShareRequest): Promise<ShareOutcome> {
  // The sending side's texts come with it, as a screen's come with the screen (use-screen-texts.ts).
  addTexts(i18n, cartSendTexts);
  const t = i18n.getFixedT(null, 'cartSend');
  const { shopId, shop, lines, deliveryDate } = cart;
  if (shopId === '' || lines.length === 0) return { kind: 'failed' };
  const [sender, sharing] = await Promise.all([senderName(line), sharingOf(line)]);
  const token = encodeSharedCart({
    shopId,
    sender,
    lines: lines.map((l) => ({ productId: String(l.productid), quantity: l.productquantity })),
  });
  if (!token.ok) return { kind: token.reason === 'tooLong' ? 'tooBig' : 'failed' };
  const appUrl = new URL(
    `${paths.sharedCart}?${SHARED_CART_PARAM}=${token.value}`,
    origin,
  ).toString();
  const url = await permanentLink(sharing, appUrl);
  const who = sender === '' ? t('someone') : sender;

  if (line !== null && sharing !== null && sharing.canPick()) {
    const messages = sharedCartMessages(
      {
        altText: t('card.altText', { sender: who, shop }),
        shop,
        deliveryDate,
        items: String(lines.length),
        weight: formatWeight(totalWeightKg(lines)),
        amount: formatAmount(orderAmount(lines)),
        url,
      },
      {
        heading: t('card.heading'),
        from: t('card.from', { sender: who }),
        shop: t('card.shop'),
        deliveryDate: t('card.deliveryDate'),
        items: t('card.items'),
        weight: t('card.weight'),
        amount: t('card.amount'),
        open: t('card.open'),
        linkText: t('card.linkText', { url }),
      },
    );
    try {
      const picked = await sharing.pick(messages);
      return picked === 'sent' ? { kind: 'sent', url, demo: line.mock } : { kind: 'cancelled' };
    } catch {
      return { kind: 'failed' };
    }
  }

  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({
        title: t('send.shareTitle', { shop }),
        text: t('send.shareText', { sender: who, shop }),
        url,
      });
      return { kind: 'shared' };
    } catch (error) {
      if (isAbort(error)) return { kind: 'cancelled' };
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return { kind: 'copied' };
  } catch {
    return { kind: 'manual', url };
  }
}
