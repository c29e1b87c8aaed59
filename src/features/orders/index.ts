/** The orders' status labels, for the screens that show an order's status (/orderdetail, /createorder). */
export { useDictionary } from './use-dictionary';
