/** Cart lines of the demo shop 101, as the cart keeps them (client flags included). */
import type { CartEntry } from '../../src/store/cart/cart-slice';

export const SHOP = '101';

/** 豬五花肉片: KG, 2.50 KG. */
export const porkBelly: CartEntry = {
  id: 'local-1',
  productid: 1,
  productcode: 'PK001',
  productname: '豬五花肉片',
  productimage: 'P0001.webp',
  productprice: 285,
  productquantity: 2.5,
  productquantity_text: '2.50',
  ordermultiple: 0.5,
  unitcode: 'KG',
  unitweight: 0.5,
  qty: 0,
  salesunitcode: 'KG',
  customerid: SHOP,
  product: { showqty: false },
  synced: false,
};

/** 豬五花肉片 at 2.50 KG as an order draft's line: the fields the order send carries. */
export const porkBellyDraftLine = {
  id: 'local-1',
  productid: 1,
  productcode: 'PK001',
  productname: '豬五花肉片',
  productquantity: 2.5,
  productquantity_text: '2.50',
  ordermultiple: 0.5,
  unitcode: 'KG',
  qty: 0,
  salesunitcode: 'KG',
  customerid: SHOP,
};

/** 松阪豬: 包(500G), 2 packs weigh 1 KG: 4 packs = 2.00 KG. */
export const tontoro: CartEntry = {
  id: 'local-4',
  productid: 4,
  productcode: 'PK004',
  productname: '松阪豬',
  productimage: 'P0004.webp',
  productprice: 300,
  productquantity: 4,
  productquantity_text: '4.00',
  ordermultiple: 2,
  unitcode: '包(500G)',
  unitweight: 1,
  qty: 0,
  salesunitcode: '包(500G)',
  customerid: SHOP,
  product: { showqty: false },
  synced: false,
};
