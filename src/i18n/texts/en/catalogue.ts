import type { AppTexts } from '../../app-texts';
import type { LocaleOf } from '../../locale-of';

export const catalogue: LocaleOf<AppTexts['catalogue']> = {
  title: 'Products',
  categories: {
    top: 'Category',
    sub: 'Sub-categories',
    more: '+{{count}}',
    none: 'Choose at least one sub-category',
  },
  search: {
    label: 'Search product name or code',
    clear: 'Clear search',
    results: 'Results: {{count}} products',
    noMatch: 'No matching products',
  },
  product: {
    add: 'Add {{name}} to cart',
    code: 'Code {{code}}',
    count: '{{count}} products',
  },
  addDialog: {
    title: 'Add to cart',
    spec: 'Pack: {{spec}}',
    quantity: 'Quantity',
    submit: 'Add to cart',
    adding: 'Adding…',
    cancel: 'Cancel',
    added: 'Added to cart',
    addedUnsynced:
      'Added to cart, not yet synced with the server; it will be sent when the connection is back.',
    alreadyInCart: 'Already in the cart',
    zeroQuantity: 'The quantity must be greater than 0',
    failed: 'Could not add to the cart, please try again later',
    overlayHint: 'Tap to close',
    checkingPrice: 'Checking the latest price, one moment…',
    priceUnknown: 'The latest price could not be loaded: connect to add this to the cart.',
    priceChanged: 'The price has changed; it was {{price}}',
  },
  stored: {
    refreshing: 'Updating products and prices…',
    fromLastVisit: 'These are the products from your last visit, and prices may have changed.',
    partlyFromLastVisit:
      'Prices are up to date; the last purchase or the categories may still be from your last visit.',
    retry: 'Retry',
  },
  lastPurchase: {
    title: 'Last purchase',
    more: 'View more',
    rebuy: 'Buy again',
    rebuying: 'Adding…',
    none: 'This shop has no orders yet: pick products to place the first one.',
    items: '{{count}} items',
    weight: 'Total weight {{weight}}',
    moreItems: '{{count}} more',
    orderDate: 'Ordered {{date}}',
  },
  picker: {
    button: 'Current shop: {{name}}, switch shop',
    current: 'Current shop',
    title: 'Choose a shop',
    hint: 'Your account has several shops: choose the one you order for. Products, last purchase and the cart follow it.',
    selected: ' (current)',
    everyShop: 'Order for every shop at once',
    close: 'Close',
  },
  guideCard: {
    title: 'Order guide',
    count: '{{count}} usual products',
    loading: 'Putting it together…',
    empty: 'After a few orders, the usual products are listed here',
    unavailable: 'Could not load; open it to try again',
  },
};
