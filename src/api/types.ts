/**
 * The DTOs as the Admin.NET backend sends them. Field names are the backend's, not ours: they are the contract. Ids may
 * be numbers or strings (64-bit ids arrive as strings): compare them with `sameId` from domain/id.ts, never with ===.
 */
import type { Id } from '../domain/id';

export type { Id };

/** Every JSON answer is wrapped in this envelope; `code` 200 = success, a missing code is a success too. */
export interface Envelope<T> {
  code?: number;
  type?: string;
  message?: unknown;
  result?: T;
  extras?: unknown;
  time?: string;
  errors?: unknown;
}

export interface Paged<T> {
  page?: number;
  pageSize?: number;
  total: number;
  totalPages?: number;
  items: T[];
  hasPrevPage?: boolean;
  hasNextPage?: boolean;
}

export interface Address {
  id: Id;
  address: string;
  phone?: string | null;
  contactperson?: string | null;
  cellphone?: string | null;
}

export interface CustomerSale {
  id: Id;
  salesname: string;
  salesphone?: string | null;
  salesemail?: string | null;
}

export interface CustomerMessage {
  id: Id;
  title?: string;
  content?: string;
  createtime?: string;
}

export interface Customer {
  id: Id;
  fullname: string;
  name: string;
  taxid?: string | null;
  responsiblename?: string | null;
  phone?: string | null;
  fax?: string | null;
  remark?: string | null;
  customer_type?: string | null;
  lineofcredit?: number | null;
  payment_type?: string | null;
  /** The bound LINE user id; empty or null = not bound. */
  lineid?: string | null;
  sysaccount?: string | null;
  email?: string | null;
  /** Default logistics code for new orders (a Delivery_method code). */
  deliverytype?: string | null;
  /** Default cash-on-delivery choice for new orders: '1' yes, '2' no (numbers accepted). */
  ispayment?: string | number | null;
  addresses?: Address[];
  customerSale?: CustomerSale[];
  messages?: CustomerMessage[];
}

export interface LoginResult {
  accessToken?: string | null;
  refreshAccessToken?: string | null;
  customer?: Customer | null;
}

export interface Category {
  id: Id;
  name: string;
  /** null = top level. */
  parentid: Id | null;
  children?: Category[];
}

export interface Product {
  id: Id;
  productname: string;
  productcode: string;
  imagefile?: string | null;
  /** Sales unit as shown, may carry a bracketed unit: '箱(10KG)'. */
  salesunitcode: string;
  ordermultiple?: number | null;
  /** Weight of one order multiple in KG (used for non-KG units). */
  weight?: number | null;
  specification?: string | null;
  productPrice?: number | null;
  showqty?: boolean | number | null;
  categoryid: Id;
}

export interface CartLine {
  /** The server's id as text; a temporary local id (prefixed 'local-') until the server answers. */
  id: string;
  productid: Id;
  productcode: string;
  productname: string;
  productimage?: string | null;
  productprice?: number | null;
  productquantity: number;
  productquantity_text: string;
  ordermultiple: number;
  unitcode: string;
  unitweight?: number | null;
  qty: number;
  salesunitcode: string;
  customerid: Id;
  product?: { showqty?: boolean | number | null };
}

export type DeliveryTime = '01' | '02' | '04';
export type CashOnDelivery = '1' | '2';

export interface OrderDraft {
  customerid: Id;
  deliveryaddress: string;
  expecteddate: string;
  deliverytype: string;
  deliverytime: DeliveryTime;
  deliverytimeremark: string;
  ispayment: CashOnDelivery;
  orderstatus: '00';
  orderdetails: CartLine[];
}

export interface OrderLine {
  id: Id;
  orderid: Id;
  orderidorderno?: string;
  productname: string;
  productimage?: string | null;
  productcode?: string;
  productid: Id;
  salesunitcode?: string;
  productquantity: number;
  productqtyText?: string;
  deliveryqtyText?: string;
  unitcode?: string;
  unitweight?: number | null;
  orderstatus: string;
  deliveryway?: string | null;
  deliverytype?: string | null;
  deliveryno?: string | null;
  updatetime?: string | null;
  product?: {
    ordermultiple?: number | null;
    weight?: number | null;
    showqty?: boolean | number | null;
  };
}

export interface Order {
  id?: Id;
  orderno: string;
  orderdate: string;
  customerid?: Id;
  customeridname?: string;
  deliveryamount?: number | null;
  orderamount?: number | null;
  ordername?: string | null;
  deliveryaddress?: string | null;
  expecteddate?: string | null;
  orderstatus: string;
  orderremark?: string | null;
  deliverytype?: string | null;
  deliverytime?: string | null;
  ispayment?: string | null;
  orderdetails: OrderLine[];
}

export type OrderListType = 'O' | 'R';

export interface CodeItem {
  code: string;
  value: string;
}

export interface Dictionary {
  code: string;
  value?: string;
  children: CodeItem[];
}

export interface LogEntry {
  /** 2 info, 4 error. */
  logLevel: 2 | 4;
  message: string;
}

export interface CompanyRecord {
  Business_Accounting_NO: string;
  Company_Status_Desc?: string;
  Company_Name: string;
  Capital_Stock_Amount?: number;
  Paid_In_Capital_Amount?: number;
  Responsible_Name?: string;
  Company_Location?: string;
  Register_Organization_Desc?: string;
  Company_Setup_Date?: string;
  Change_Of_Approval_Data?: string;
}
