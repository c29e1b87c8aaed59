/** Every handler of the demo backend; shared by the browser worker (browser.ts) and the node server (node.ts). */
import { authHandlers } from './handlers/auth';
import { cartHandlers } from './handlers/cart';
import { categoryHandlers } from './handlers/category';
import { customerHandlers } from './handlers/customer';
import { dictHandlers } from './handlers/dict';
import { logHandlers } from './handlers/log';
import { orderHandlers } from './handlers/order';
import { orderDetailHandlers } from './handlers/order-detail';
import { productHandlers } from './handlers/product';
import { registryHandlers } from './handlers/registry';
import { phoneOffline } from './faults';

// The phone offline (the demo's fault switch) comes first: while it is on, no call reaches its handler.
export const handlers = [
  phoneOffline,
  ...authHandlers,
  ...customerHandlers,
  ...categoryHandlers,
  ...dictHandlers,
  ...productHandlers,
  ...cartHandlers,
  ...orderHandlers,
  ...orderDetailHandlers,
  ...logHandlers,
  ...registryHandlers,
];
