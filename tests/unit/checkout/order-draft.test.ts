import { buildOrderDraft } from '../../../src/features/checkout/order-draft';
import type { CartEntry } from '../../../src/store/cart/cart-slice';
import { porkBelly } from '../../support/cart-fixtures';

const line: CartEntry = { ...porkBelly, id: '3600000000000181', synced: true, sendFailed: false };
const choices = {
  addressId: '1011',
  expecteddate: '2026-11-24',
  deliverytype: '1',
  deliverytime: '04',
  deliverytimeremark: '<b>後門</b>',
  ispayment: '1',
};

test('the order draft: the cart lines without the client flags, status 00', () => {
  expect(buildOrderDraft('101', '台北市信義區松壽路12號B1', choices, [line])).toEqual({
    customerid: '101',
    deliveryaddress: '台北市信義區松壽路12號B1',
    expecteddate: '2026-11-24',
    deliverytype: '1',
    deliverytime: '04',
    deliverytimeremark: '<b>後門</b>',
    ispayment: '1',
    orderstatus: '00',
    orderdetails: [
      {
        id: '3600000000000181',
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
        customerid: '101',
        product: { showqty: false },
      },
    ],
  });
});

test("the remark is '' unless 04; cash on delivery is '2' unless '1' was chosen", () => {
  const draft = buildOrderDraft('101', 'a', { ...choices, deliverytime: '02', ispayment: '' }, [
    line,
  ]);
  expect(draft).toMatchObject({ deliverytime: '02', deliverytimeremark: '', ispayment: '2' });
});

test('no delivery time, no draft', () => {
  expect(buildOrderDraft('101', 'a', { ...choices, deliverytime: '' }, [line])).toBeNull();
});
