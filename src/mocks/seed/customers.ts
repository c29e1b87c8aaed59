/**
 * The demo accounts (README.md, "Demo accounts") and their shops. Tax ids pass the unified business number checksum
 * (domain/tax-id.ts) under both the old (÷10) and the current (÷5) rule, so login4's lookup accepts them.
 */
import type { Customer, CustomerMessage } from '../../api/types';
import type { Account } from '../model';
import { addDays, taipeiIso } from '../time';

export const DEMO_LINE_ID = 'Udemo00000000000000000000000001';
export const CHAIN_LINE_ID = 'Udemo00000000000000000000000003';

export function seedAccounts(): Account[] {
  return [
    { account: 'demo', customerIds: [101] },
    { account: 'newshop', customerIds: [201] },
    { account: 'chain', customerIds: [301, 302, 303] },
  ];
}

const messages = (now: Date): CustomerMessage[] => [
  {
    id: 1,
    title: '年節出貨公告',
    content: '農曆年前一週訂單量大，請提早兩天下單，以免影響出貨。',
    createtime: taipeiIso(addDays(now, -1)),
  },
  {
    id: 2,
    title: '新品上架：澳洲和牛牛小排',
    content: 'M6+ 去骨牛小排到貨，歡迎洽詢業務試吃。',
    createtime: taipeiIso(addDays(now, -4)),
  },
];

const sales = {
  chang: {
    id: 1,
    salesname: '張育誠',
    salesphone: '0921-556-778',
    salesemail: 'yc.chang@xianxiang-foods.com.tw',
  },
  lee: {
    id: 2,
    salesname: '李佩珊',
    salesphone: '0935-112-908',
    salesemail: 'ps.lee@xianxiang-foods.com.tw',
  },
  wu: {
    id: 3,
    salesname: '吳俊賢',
    salesphone: '0910-887-231',
    salesemail: 'jh.wu@xianxiang-foods.com.tw',
  },
};

export function seedCustomers(now: Date): Customer[] {
  return [
    {
      id: 101,
      fullname: '禾豐燒肉餐飲有限公司',
      name: '禾豐燒肉',
      taxid: '53212539',
      responsiblename: '林志明',
      phone: '02-2758-3321',
      fax: '02-2758-3322',
      remark: '週一公休，請勿週一配送',
      customer_type: '餐廳',
      lineofcredit: 1500000,
      payment_type: '月結30天',
      lineid: DEMO_LINE_ID,
      sysaccount: 'demo',
      email: 'purchase@hefeng-bbq.com.tw',
      deliverytype: '1',
      ispayment: '2',
      addresses: [
        {
          id: 1011,
          address: '台北市信義區松壽路12號B1',
          phone: '02-2758-3321',
          contactperson: '陳建宏',
          cellphone: '0912-345-678',
        },
        {
          id: 1012,
          address: '台北市大安區忠孝東路四段216巷27弄5號',
          phone: '02-2771-6600',
          contactperson: '王怡君',
          cellphone: '0933-221-456',
        },
        {
          id: 1013,
          address: '新北市新店區中興路三段88號 中央廚房',
          phone: '02-8911-2345',
          contactperson: '黃國峰',
          cellphone: '0958-778-120',
        },
      ],
      customerSale: [sales.chang, sales.lee],
      messages: messages(now),
    },
    {
      id: 201,
      fullname: '小巷子小吃店',
      name: '小巷麵食',
      taxid: '24681358',
      responsiblename: '蔡美玲',
      phone: '03-425-8890',
      fax: null,
      remark: null,
      customer_type: '小吃店',
      lineofcredit: 300000,
      payment_type: '月結15天',
      lineid: '',
      sysaccount: 'newshop',
      email: null,
      deliverytype: '2',
      ispayment: '2',
      addresses: [
        {
          id: 2011,
          address: '桃園市中壢區中央西路二段35號',
          phone: '03-425-8890',
          contactperson: '蔡美玲',
          cellphone: '0987-654-321',
        },
        {
          id: 2012,
          address: '桃園市平鎮區環南路66號',
          phone: '03-491-2277',
          contactperson: '許志豪',
          cellphone: '0966-310-552',
        },
      ],
      customerSale: [sales.wu],
      messages: [],
    },
    ...chainShops(now),
  ];
}

function chainShops(now: Date): Customer[] {
  const common = {
    responsiblename: '鄭海濤',
    customer_type: '連鎖餐飲',
    payment_type: '月結60天',
    lineid: CHAIN_LINE_ID,
    sysaccount: 'chain',
    ispayment: '2',
    customerSale: [sales.lee],
    messages: messages(now).slice(0, 1),
  };
  return [
    {
      ...common,
      id: 301,
      fullname: '海港鍋物股份有限公司',
      name: '海港鍋物 信義店',
      taxid: '83715426',
      phone: '02-2722-8080',
      fax: '02-2722-8081',
      remark: '總公司',
      lineofcredit: 3000000,
      email: 'xinyi@harbor-hotpot.com.tw',
      deliverytype: '1',
      addresses: [
        {
          id: 3011,
          address: '台北市信義區松高路19號4樓',
          phone: '02-2722-8080',
          contactperson: '周家瑜',
          cellphone: '0916-402-118',
        },
        {
          id: 3012,
          address: '台北市內湖區瑞光路168號 倉庫',
          phone: '02-2658-1100',
          contactperson: '簡文彬',
          cellphone: '0921-009-765',
        },
      ],
    },
    {
      ...common,
      id: 302,
      fullname: '海港鍋物股份有限公司板橋分公司',
      name: '海港鍋物 板橋店',
      taxid: '42967329',
      phone: '02-2960-5566',
      fax: null,
      remark: null,
      lineofcredit: 1500000,
      email: 'banqiao@harbor-hotpot.com.tw',
      deliverytype: '1',
      addresses: [
        {
          id: 3021,
          address: '新北市板橋區縣民大道二段7號',
          phone: '02-2960-5566',
          contactperson: '游淑芬',
          cellphone: '0932-556-019',
        },
        {
          id: 3022,
          address: '新北市板橋區文化路一段188巷12號',
          phone: '02-2951-3030',
          contactperson: '劉冠廷',
          cellphone: '0973-221-680',
        },
      ],
    },
    {
      ...common,
      id: 303,
      fullname: '海港鍋物股份有限公司台中分公司',
      name: '海港鍋物 台中公益店',
      taxid: '60418281',
      phone: '04-2328-7711',
      fax: '04-2328-7712',
      remark: '卸貨請走公益路側門',
      lineofcredit: 1500000,
      email: 'taichung@harbor-hotpot.com.tw',
      deliverytype: '2',
      addresses: [
        {
          id: 3031,
          address: '台中市南屯區公益路二段51號',
          phone: '04-2328-7711',
          contactperson: '賴俊宏',
          cellphone: '0928-775-314',
        },
        {
          id: 3032,
          address: '台中市西屯區朝富路30號B2',
          phone: '04-2251-8899',
          contactperson: '江雅婷',
          cellphone: '0955-130-287',
        },
        {
          id: 3033,
          address: '台中市大里區中興路二段600號 冷藏倉',
          phone: '04-2481-6060',
          contactperson: '賴俊宏',
          cellphone: '0928-775-314',
        },
      ],
    },
  ];
}
