import type { Product } from '../../../src/api/types';
import { InvalidMultipleError } from '../../../src/domain/quantity';
import { cartLineFromProduct, isLocalId, withQuantity } from '../../../src/features/cart/cart-line';

const product = (over: Partial<Product>): Product => ({
  id: 1,
  productname: '豬五花肉片',
  productcode: 'PK001',
  imagefile: 'P0001.webp',
  salesunitcode: 'KG',
  ordermultiple: 0.5,
  weight: 0.5,
  productPrice: 285,
  showqty: false,
  categoryid: 11,
  ...over,
});

test('a KG product becomes a line with unit code KG, the file name and 2-decimal text', () => {
  const line = cartLineFromProduct(product({}), 1.5, 101);
  expect(isLocalId(line.id)).toBe(true);
  expect(line).toEqual({
    id: line.id,
    productid: 1,
    productcode: 'PK001',
    productname: '豬五花肉片',
    productimage: 'P0001.webp',
    productprice: 285,
    productquantity: 1.5,
    productquantity_text: '1.50',
    ordermultiple: 0.5,
    unitcode: 'KG',
    unitweight: 0.5,
    qty: 0,
    salesunitcode: 'KG',
    customerid: 101,
    product: { showqty: false },
    synced: false,
  });
});

test('a boxed product keeps its sales unit as the unit code; 箱(10KG) is not KG', () => {
  const line = cartLineFromProduct(
    product({ id: 7, salesunitcode: '箱(10KG)', ordermultiple: 1, weight: 10, productPrice: 650 }),
    3,
    '101',
  );
  expect(line.unitcode).toBe('箱(10KG)');
  expect(line.salesunitcode).toBe('箱(10KG)');
  expect(line.unitweight).toBe(10);
  expect(line.productquantity_text).toBe('3.00');
  expect(line.customerid).toBe('101');
});

test('a showqty product counts its pieces as order multiples; others count 0', () => {
  const chicken = product({ id: 20, salesunitcode: '隻', ordermultiple: 1, showqty: true });
  const line = cartLineFromProduct(chicken, 4, 101);
  expect(line.qty).toBe(4);
  expect(line.product).toEqual({ showqty: true });
  expect(cartLineFromProduct(product({ showqty: 1 }), 2, 101).qty).toBe(4);
  expect(withQuantity(line, 6)).toMatchObject({
    productquantity: 6,
    productquantity_text: '6.00',
    qty: 6,
  });
});

test('no image, no price, no weight and no multiple get safe values', () => {
  const line = cartLineFromProduct(
    product({ imagefile: null, productPrice: null, weight: null, ordermultiple: null }),
    1,
    101,
  );
  expect(line).toMatchObject({
    productimage: null,
    productprice: null,
    unitweight: null,
    ordermultiple: 1,
  });
});

test('a multiple of 0 is refused with InvalidMultipleError', () => {
  expect(() => cartLineFromProduct(product({ ordermultiple: 0 }), 1, 101)).toThrow(
    InvalidMultipleError,
  );
});

test('every line gets its own temporary id', () => {
  const a = cartLineFromProduct(product({}), 1, 101);
  const b = cartLineFromProduct(product({}), 1, 101);
  expect(a.id).not.toBe(b.id);
});
