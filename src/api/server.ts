/**
 * The server layer as the start-up uses it (start/server-layer.ts loads it): RTK Query's api and the calls of the
 * session, the catalogue and the orders, which the start-up makes and several screens share. A screen's
 * own calls join the api with its feature's code (`api.injectEndpoints`).
 */
export { api } from './api';
export { authApi } from './endpoints/auth';
export { catalogueApi } from './endpoints/catalogue';
export { customerApi } from './endpoints/customer';
export { dictApi } from './endpoints/dict';
export { orderApi } from './endpoints/order';
