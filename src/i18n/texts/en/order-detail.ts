import type { AppTexts } from '../../app-texts';
import type { LocaleOf } from '../../locale-of';

export const orderDetail: LocaleOf<AppTexts['orderDetail']> = {
  title: 'Order line status',
  total: '{{count}} in total',
  orderno: 'Order number',
  ordered: 'Ordered',
  delivered: 'Delivered',
  status: 'Status',
  updated: 'Updated',
  deliveryno: 'Delivery note no.',
  confirm: 'Confirm',
  confirming: 'Confirming…',
  confirmLabel: 'Confirm receipt of {{name}}',
  confirmFailed: 'Confirming failed: {{reason}}',
  pagination: 'Order line pages',
  pageItem: 'Page {{page}}',
  pageCurrent: 'Page {{page}} (current)',
  pagePrevious: 'Previous page',
  pageNext: 'Next page',
  pageFirst: 'First page',
  pageLast: 'Last page',
  pastEnd: 'Page {{page}} has no data ({{pages}} pages in total)',
  firstPage: 'Back to page 1',
};
