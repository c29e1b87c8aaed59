/** The order guide (常用清單) as home's card uses it: the guide from the shop's history. */
export { selectOrderGuide, type GuideEntry } from './order-guide';
export { useGetGuideHistoryQuery } from './guide-history-endpoint';
/** Each shop's history asked from one screen (各店訂購), one query per shop. */
export { guideHistoryApi } from './guide-history-endpoint';
