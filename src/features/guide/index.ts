/** The order guide (常用清單) as home's card uses it: the guide from the shop's history. */
export { selectOrderGuide } from './order-guide';
export { useGetGuideHistoryQuery } from './guide-history-endpoint';
