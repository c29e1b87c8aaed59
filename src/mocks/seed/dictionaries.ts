/** Code lists of the Admin.NET dictionary (allDictList, DataList/{type}), with the labels the app shows. */
import type { CodeItem, Dictionary } from '../../api/types';

export function seedDeliveryMethods(): CodeItem[] {
  return [
    { code: '1', value: '公司配送' },
    { code: '2', value: '黑貓宅急便' },
    { code: '3', value: '自取' },
  ];
}

export function seedDictionaries(): Dictionary[] {
  return [
    {
      code: 'orderStatus',
      value: '訂單狀態',
      // 20 (order shipped) and 05 (line shipped) share a label on purpose: the backend labels both as shipped.
      children: [
        { code: '00', value: '未出貨' },
        { code: '10', value: '已成立' },
        { code: '20', value: '已出貨' },
        { code: '30', value: '未付款' },
        { code: '40', value: '已付款' },
        { code: '05', value: '已出貨' },
        { code: '90', value: '待確認' },
        { code: '99', value: '已確認' },
      ],
    },
    { code: 'Delivery_method', value: '物流方式', children: seedDeliveryMethods() },
    {
      code: 'deliveryTime',
      value: '希望配送時間',
      children: [
        { code: '01', value: '13:00前' },
        { code: '02', value: '14:00-18:00' },
        { code: '04', value: '不指定' },
      ],
    },
    {
      code: 'isPayment',
      value: '貨到付款',
      children: [
        { code: '1', value: '是' },
        { code: '2', value: '否' },
      ],
    },
  ];
}
