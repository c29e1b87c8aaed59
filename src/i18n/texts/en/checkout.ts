import type { AppTexts } from '../../app-texts';
import type { LocaleOf } from '../../locale-of';

export const checkout: LocaleOf<AppTexts['checkout']> = {
  title: 'Select delivery address',
  address: {
    label: 'Delivery address',
    none: 'This shop has no delivery address yet. Add one under Shipping data first.',
    link: 'Shipping data',
  },
  date: {
    label: 'Desired delivery date',
    earliestBeforeCutoff: 'It is before 06:00: the earliest delivery is tomorrow, {{date}}.',
    earliestAfterCutoff:
      'Ordered after 06:00: the earliest delivery is the day after tomorrow, {{date}} (order before 06:00 for next-day delivery).',
  },
  deliveryType: {
    label: 'Logistics',
    failed: 'Could not load the logistics options, please retry',
    missing: 'Please choose a logistics option',
  },
  deliveryTime: {
    label: 'Desired delivery time',
    '01': 'Before 13:00',
    '02': '14:00-18:00',
    '04': 'Any time',
  },
  remark: {
    label: 'Remark',
    counter: '{{count}}/{{max}}',
  },
  payment: {
    label: 'Cash on delivery',
    yes: 'Yes',
    no: 'No',
  },
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  sending: 'Sending…',
  problems: {
    address: 'Please choose a delivery address',
    dateMissing: 'Please choose a delivery date',
    dateTooEarly: 'Orders after 5:00 AM ship the day after next',
    time: 'Please choose a delivery time',
    emptyCart: 'At least one item is required',
  },
  offline: {
    reason: 'No internet connection right now',
    keep: 'Send automatically when back online',
  },
  kept: {
    region: 'Order waiting to be sent',
    bar: '{{count}} order waiting for the network; it is sent automatically once back online',
    view: 'View',
    cancel: 'Cancel',
    sending: 'Back online: sending the waiting order…',
    checking: 'Checking whether the waiting order was sent…',
    unknown:
      'The waiting order may not have been sent: the system cannot find it yet. Once it is certain it was not sent, it is sent again automatically; you can also check My orders first.',
    pendingUnknown:
      'The order may not have been sent: the system cannot find it. Check My orders first, and send it again only if it is not there.',
    resend: 'Send again',
    myOrders: 'My orders',
    unstored:
      'This phone cannot store data right now (storage full or private mode), so the waiting order is not sent automatically, to avoid a second order after a reload. Tap Send now and keep this screen open until you see the result.',
    sendNow: 'Send now',
    timeLeft:
      'Only {{minutes}} minutes left before the {{cutoff}} cutoff: get online soon, or it will not be sent automatically.',
    keptOverSignOut:
      'The order kept before you signed out is still waiting for the network and will be sent automatically.',
    dateExpired:
      'The waiting order’s delivery date {{date}} has passed the cutoff; it will not be sent automatically. Please choose a new delivery date.',
    chooseDate: 'Choose a new date',
    cartChanged:
      'The cart has changed: update the waiting order with the current cart, or cancel it?',
    update: 'Update order',
    cancelOrder: 'Cancel order',
    sent: 'Order sent (order number {{orderno}})',
    viewSent: 'View order',
    refused: 'The waiting order was not sent: {{message}}',
    close: 'Close',
    details: {
      title: 'Order waiting for the network',
      date: 'Desired delivery date',
      address: 'Delivery address',
      items: 'Items',
    },
  },
  unknown: {
    checking: 'Checking whether the order was sent…',
    checkingHint:
      'The connection dropped; we are asking the system about this order (for up to about 30 seconds) and will show it as sent once found.',
    notFound:
      'The system still cannot find this order; it may not have been sent. Check My orders first; press Confirm to check again.',
    unreachable:
      'We cannot reach the system to check whether the order was sent. Once you are back online press Confirm to check again, or look in My orders.',
    unstored:
      'This phone cannot save data right now (storage full or private mode). Keep this screen open until you see the result, or the app cannot tell whether the order was sent.',
    busyElsewhere:
      "This shop's order is being sent in another window. Please wait for it to finish.",
    link: 'My orders',
    resend: 'Send again anyway',
  },
  resendConfirm: {
    title: 'Send the order again?',
    text: 'The earlier order may have gone through; sending again may create a duplicate order. Check My orders first that it is not there.',
    cancel: 'Not now',
    confirm: 'Send again',
  },
  created: {
    pageTitle: 'Order sent',
    title: 'Your order has been sent!',
    orderdate: 'Order date',
    orderno: 'Order number',
    itemCount: 'Items',
    totalWeight: 'Total weight',
    status: 'Status',
    viewOrders: 'View order details',
    home: 'Back to home',
  },
  notice: {
    altText: 'Vendor {{vendorName}} has placed an order, please check the order page',
    heading: 'New order',
    orderno: 'Order number',
    orderdate: 'Order date',
    itemCount: 'Items',
    amount: 'Order amount',
    viewOrder: 'View order',
    failed: 'The LINE notification failed (the order was placed): {{code}} {{message}}',
    updateLine: 'Please update LINE to 12.0.1 or later',
  },
};
