/** Home's product list as the app's carried add waits for it (app/carried-add.ts): the list, and its answer. */
export { homeProductList, type HomeProductList } from './home-product-list';
