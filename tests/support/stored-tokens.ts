import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../src/config/storage-keys';
import { type Tokens } from '../../src/phone/token-store';

/** The token pair as the buyer's device holds it (localStorage): what survives a reload. */
export const storedTokens = (): Tokens => ({
  access: localStorage.getItem(ACCESS_TOKEN_KEY),
  refresh: localStorage.getItem(REFRESH_TOKEN_KEY),
});
