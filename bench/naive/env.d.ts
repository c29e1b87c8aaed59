/// <reference types="vite/client" />

/** The repo's .env.budget, read by the naive app too (the LINE mock's user). */
interface ImportMetaEnv {
  readonly VITE_LIFF_ID?: string;
  readonly VITE_LIFF_MOCK_USER_ID?: string;
}
