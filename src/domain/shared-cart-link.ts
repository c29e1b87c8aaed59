/**
 * A cart carried in a link (傳給負責人): the shop, the sender's display name and each line's product id and
 * quantity, nothing else (names and prices come from today's catalogue when the link is opened). Encoded compactly
 * and checked, so a damaged, truncated or edited link is refused rather than read as another cart.
 *
 * Token = base64url (no padding) of: CRC-32 of the payload (4 bytes, big-endian), then the payload's UTF-8 bytes.
 * Payload = `1|{shopId}|{productId}*{quantity},…|{sender}` (the sender last, so it may hold any printable
 * character, `|` included). The format and its limits: docs/shared-cart.md.
 */
import { QUANTITY_MAX } from './quantity';

export const SHARED_CART_VERSION = 1;
/** At most this many lines in one link. */
export const MAX_SHARED_LINES = 200;
/** The token's length in characters; a longer one is refused before it is decoded. */
export const MAX_TOKEN_LENGTH = 4000;
/** The sender's display name, in characters (code points), after trimming. */
export const MAX_SENDER_LENGTH = 20;
/** Ids (shop, product): 1 to 40 of letters, digits, `_` and `-`. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
/** Quantities carry at most this many decimals. */
export const QUANTITY_DECIMALS = 3;

export interface SharedCartLine {
  productId: string;
  quantity: number;
}

export interface SharedCart {
  version: typeof SHARED_CART_VERSION;
  shopId: string;
  /** Plain text, trimmed, at most MAX_SENDER_LENGTH characters; '' when unknown. */
  sender: string;
  lines: SharedCartLine[];
}

/** Why a cart could not be put in a link, or a link could not be read. */
export type SharedCartRefusal =
  | 'empty'
  | 'tooLong'
  | 'notBase64url'
  | 'tooShort'
  | 'checksum'
  | 'notUtf8'
  | 'malformed'
  | 'unsupportedVersion'
  | 'badShopId'
  | 'noLines'
  | 'tooManyLines'
  | 'badProductId'
  | 'badQuantity'
  | 'duplicateProduct'
  | 'badSender';

export type SharedCartResult<T> = { ok: true; value: T } | { ok: false; reason: SharedCartRefusal };

const refuse = (reason: SharedCartRefusal): { ok: false; reason: SharedCartRefusal } => ({
  ok: false,
  reason,
});

// ---- CRC-32 (IEEE 802.3, as zlib): detects every error burst of up to 32 bits, so any one changed character. ----

const CRC_TABLE = ((): Uint32Array => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

// ---- base64url without padding, strict: only its alphabet, and only the canonical spelling of the bytes. ----

const BASE64URL = /^[A-Za-z0-9_-]*$/;

function toBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array | null {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  // Unused low bits of the last character must be 0: one spelling per byte sequence.
  return toBase64url(bytes) === text ? bytes : null;
}

// ---- quantities: exact decimals, written without trailing zeros ----

const QUANTITY_TEXT = /^(?:0|[1-9]\d{0,4})(?:\.\d{0,2}[1-9])?$/;
const SCALE = 10 ** QUANTITY_DECIMALS;

/** The quantity as the link writes it, or null when it is not finite, ≤ 0, above the max or has > 3 decimals. */
export function formatSharedQuantity(quantity: number): string | null {
  if (!Number.isFinite(quantity) || quantity <= 0 || quantity > QUANTITY_MAX) return null;
  const scaled = Math.round(quantity * SCALE);
  if (scaled / SCALE !== quantity) return null;
  const whole = Math.floor(scaled / SCALE);
  const fraction = String(scaled % SCALE)
    .padStart(QUANTITY_DECIMALS, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${String(whole)}.${fraction}`;
}

function parseSharedQuantity(text: string): number | null {
  if (!QUANTITY_TEXT.test(text)) return null;
  const quantity = Number(text);
  return quantity > 0 && quantity <= QUANTITY_MAX ? quantity : null;
}

// ---- the sender: plain text, one line, printable ----

// Control characters (C0, DEL, C1), line and paragraph separators, and the bidi controls that could reorder the
// screen's sentence around the name.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
const UNPRINTABLE_ALL = new RegExp(UNPRINTABLE.source, 'gu');

/** A display name as a link carries it: unprintable characters dropped, trimmed, cut to 20 characters. */
export function normaliseSender(name: string): string {
  return Array.from(name.replace(UNPRINTABLE_ALL, '').trim())
    .slice(0, MAX_SENDER_LENGTH)
    .join('')
    .trim();
}

const validSender = (sender: string): boolean =>
  !UNPRINTABLE.test(sender) &&
  sender.trim() === sender &&
  Array.from(sender).length <= MAX_SENDER_LENGTH;

// ---- encode and decode ----

/** The link's token for a cart, or why it cannot carry it. The sender is normalised (normaliseSender). */
export function encodeSharedCart(cart: Omit<SharedCart, 'version'>): SharedCartResult<string> {
  if (!ID_PATTERN.test(cart.shopId)) return refuse('badShopId');
  if (cart.lines.length === 0) return refuse('noLines');
  if (cart.lines.length > MAX_SHARED_LINES) return refuse('tooManyLines');
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const { productId, quantity } of cart.lines) {
    if (!ID_PATTERN.test(productId)) return refuse('badProductId');
    if (seen.has(productId)) return refuse('duplicateProduct');
    seen.add(productId);
    const text = formatSharedQuantity(quantity);
    if (text === null) return refuse('badQuantity');
    lines.push(`${productId}*${text}`);
  }
  const payload = new TextEncoder().encode(
    [String(SHARED_CART_VERSION), cart.shopId, lines.join(','), normaliseSender(cart.sender)].join(
      '|',
    ),
  );
  const bytes = new Uint8Array(4 + payload.length);
  new DataView(bytes.buffer).setUint32(0, crc32(payload));
  bytes.set(payload, 4);
  const token = toBase64url(bytes);
  return token.length > MAX_TOKEN_LENGTH ? refuse('tooLong') : { ok: true, value: token };
}

function parseLines(text: string): SharedCartResult<SharedCartLine[]> {
  if (text === '') return refuse('noLines');
  const parts = text.split(',');
  if (parts.length > MAX_SHARED_LINES) return refuse('tooManyLines');
  const seen = new Set<string>();
  const lines: SharedCartLine[] = [];
  for (const part of parts) {
    const fields = part.split('*');
    if (fields.length !== 2) return refuse('malformed');
    const [productId = '', quantityText = ''] = fields;
    if (!ID_PATTERN.test(productId)) return refuse('badProductId');
    if (seen.has(productId)) return refuse('duplicateProduct');
    seen.add(productId);
    const quantity = parseSharedQuantity(quantityText);
    if (quantity === null) return refuse('badQuantity');
    lines.push({ productId, quantity });
  }
  return { ok: true, value: lines };
}

/** The cart a link's token carries, or why it is refused. Never throws. */
export function decodeSharedCart(token: string | null | undefined): SharedCartResult<SharedCart> {
  if (token === null || token === undefined || token === '') return refuse('empty');
  if (token.length > MAX_TOKEN_LENGTH) return refuse('tooLong');
  const bytes = fromBase64url(token);
  if (bytes === null) return refuse('notBase64url');
  if (bytes.length < 5) return refuse('tooShort');
  const payload = bytes.subarray(4);
  if (new DataView(bytes.buffer).getUint32(0) !== crc32(payload)) return refuse('checksum');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(payload);
  } catch {
    return refuse('notUtf8');
  }
  const first = text.indexOf('|');
  const second = text.indexOf('|', first + 1);
  const third = text.indexOf('|', second + 1);
  if (first < 0 || second < 0 || third < 0) return refuse('malformed');
  if (text.slice(0, first) !== String(SHARED_CART_VERSION)) return refuse('unsupportedVersion');
  const shopId = text.slice(first + 1, second);
  if (!ID_PATTERN.test(shopId)) return refuse('badShopId');
  const lines = parseLines(text.slice(second + 1, third));
  if (!lines.ok) return lines;
  const sender = text.slice(third + 1);
  if (!validSender(sender)) return refuse('badSender');
  return { ok: true, value: { version: SHARED_CART_VERSION, shopId, sender, lines: lines.value } };
}
