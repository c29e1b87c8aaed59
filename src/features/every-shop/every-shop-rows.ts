/**
 * The rows of 各店訂購: every product one of the account's shops orders again and again (each shop's own 常用清單),
 * every product already in one of the shops' carts, and the products the buyer added by search; each row with one
 * cell per shop: that shop's own product (its price) and that shop's cart line. Pure, so the rule is unit-tested.
 */
import type { Product } from '../../api/types';
import type { CartEntry } from '../../store/cart/cart-slice';
import type { GuideEntry } from '../guide';

/** One shop's side of a row. */
export interface ShopCell {
  /**
   * The shop's own product from the shop's own list (its price); null when that list has answered without it
   * (已停售 for this shop); undefined while the list has not answered (or failed).
   */
  product: Product | null | undefined;
  /** The shop's cart line of the product, if its cart has one (at any quantity, 0 included). */
  line: CartEntry | undefined;
}

export interface EveryShopRow {
  productid: string;
  name: string;
  /** The order multiple and sales unit the steppers use: the catalogue's, or the cart line's when no list has it. */
  ordermultiple: number | null | undefined;
  salesunitcode: string;
  /** One cell per shop, by customer id as text. */
  cells: Record<string, ShopCell>;
}

export interface RowsInput {
  /** The shops' ids as text, in the account's order. */
  shops: readonly string[];
  /** Each shop's guide; undefined until its history answered. */
  guides: Readonly<Record<string, readonly GuideEntry[] | undefined>>;
  /** Each shop's product list; undefined until it answered. */
  products: Readonly<Record<string, readonly Product[] | undefined>>;
  carts: Readonly<Record<string, readonly CartEntry[]>>;
  /** Products the buyer added by search, in the order added. */
  added: readonly Product[];
}

interface Known {
  name: string;
  ordermultiple: number | null | undefined;
  salesunitcode: string;
}

export function buildEveryShopRows(input: RowsInput): EveryShopRow[] {
  const { shops, guides, products, carts, added } = input;
  const order: string[] = [];
  const known = new Map<string, Known>();
  const note = (id: string, fallback: Known) => {
    if (!known.has(id)) {
      order.push(id);
      known.set(id, fallback);
    }
  };
  // Each shop's usual products, then what is in a cart, then the search's: a product once, where it first appears.
  for (const shop of shops) {
    for (const entry of guides[shop] ?? []) {
      note(String(entry.productid), {
        name: entry.productname,
        ordermultiple: undefined,
        salesunitcode: '',
      });
    }
  }
  for (const shop of shops) {
    for (const line of carts[shop] ?? []) {
      note(String(line.productid), {
        name: line.productname,
        ordermultiple: line.ordermultiple,
        salesunitcode: line.salesunitcode,
      });
    }
  }
  for (const product of added) {
    note(String(product.id), {
      name: product.productname,
      ordermultiple: product.ordermultiple,
      salesunitcode: product.salesunitcode,
    });
  }
  const byShop = new Map(
    shops.map((shop) => [
      shop,
      products[shop] === undefined
        ? undefined
        : new Map(products[shop].map((p) => [String(p.id), p])),
    ]),
  );
  return order.map((productid) => {
    const cells: Record<string, ShopCell> = {};
    let catalogue: Product | undefined;
    for (const shop of shops) {
      const list = byShop.get(shop);
      const product = list === undefined ? undefined : (list.get(productid) ?? null);
      catalogue ??= product ?? undefined;
      cells[shop] = {
        product,
        line: (carts[shop] ?? []).find((l) => String(l.productid) === productid),
      };
    }
    const fallback = known.get(productid) as Known;
    return {
      productid,
      name: catalogue?.productname ?? fallback.name,
      ordermultiple: catalogue === undefined ? fallback.ordermultiple : catalogue.ordermultiple,
      salesunitcode: catalogue?.salesunitcode ?? fallback.salesunitcode,
      cells,
    };
  });
}

/**
 * The shops' names as a narrow column can show them: the part after what every name shares ('海港鍋物 信義店',
 * '海港鍋物 板橋店' → '信義店', '板橋店'), cut at a space; the whole names when nothing is shared or a name would be
 * left empty.
 */
export function shortShopNames(names: readonly string[]): string[] {
  if (names.length < 2) return [...names];
  let prefix = names[0] ?? '';
  for (const name of names) {
    while (!name.startsWith(prefix)) prefix = prefix.slice(0, -1);
  }
  const cut = prefix.lastIndexOf(' ');
  if (cut <= 0) return [...names];
  const short = names.map((name) => name.slice(cut + 1).trim());
  return short.some((s) => s === '') ? [...names] : short;
}
