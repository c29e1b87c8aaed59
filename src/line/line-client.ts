/**
 * The LINE boundary as the rest of the app sees it. Screens and flows depend on this interface only, so the real
 * LIFF SDK and LINE's mock plugin are interchangeable and neither loads before LINE starts (init-line.ts).
 */
// Type-only: erased at build time, so naming the SDK's message type loads none of the SDK's code.
import type SendMessagesModule from '@line/liff/send-messages';

/** One message LINE accepts (text, flex, ...): the SDK's own type, so a malformed flex bubble fails to compile. */
export type LineMessage = Parameters<ReturnType<SendMessagesModule['install']>>[0][number];

export interface LineProfile {
  userId: string;
  displayName: string;
  pictureUrl?: string;
}

/** The LIFF scopes whose permission the app may query (every scope it needs: docs/backend-contract.md). */
export type LinePermission = 'chat_message.write' | 'profile';
export type LinePermissionState = 'granted' | 'prompt' | 'unavailable';

/** Where the LIFF app was opened from; the order notification is sent only from utou, group or room. */
export type LineContextType = 'utou' | 'room' | 'group' | 'none' | 'square_chat' | 'external';

export interface LineClient {
  /** True when LINE's mock plugin stands in for LINE (demo, tests). */
  readonly mock: boolean;
  isLoggedIn(): boolean;
  /** Starts LINE login. Real SDK: navigates away to LINE. Mock: never navigates (see liff-mock.ts). */
  login(redirectUri?: string): void;
  /** Rejects when not logged in to LINE. */
  getProfile(): Promise<LineProfile>;
  /** The LINE ID token (needs the openid scope), or null; sent as IdToken with loginLine. */
  getIDToken(): string | null;
  isInClient(): boolean;
  /** Null when LIFF has no context (for example opened in an external browser). */
  getContextType(): LineContextType | null;
  getOS(): 'ios' | 'android' | 'web' | undefined;
  getLineVersion(): string | null;
  permissionQuery(permission: LinePermission): Promise<LinePermissionState>;
  /** 1 to 5 messages; works only inside LINE, opened from a chat, with chat_message.write. */
  sendMessages(messages: LineMessage[]): Promise<void>;
  /** False when the window cannot close (outside LINE, or the mock): the caller then navigates. */
  closeWindow(): boolean;
  /**
   * LINE's share target picker and permanent links, for a client that brings its own (the tests' fake LINE). The
   * real SDK's and the mock's leave it out: loaded-on-first-use.ts builds theirs when the buyer first shares, so start-up
   * carries none of it.
   */
  sharing?: () => Promise<LineSharing>;
  /**
   * liff.openWindow({ url, external: true }), for a client that brings its own (the tests' fake LINE); the real SDK's
   * and the mock's are loaded on first use (loaded-on-first-use.ts), so start-up carries none of it.
   */
  openExternal?: (url: string) => Promise<void>;
}

/** What 傳給負責人 needs of LINE (loaded-on-first-use.ts). */
export interface LineSharing {
  /** liff.isApiAvailable('shareTargetPicker'): inside LINE, a version that has it, enabled for this LIFF app. */
  canPick(): boolean;
  /** Opens LINE's share target picker: 'sent' once the buyer sent the messages, 'cancelled' when they closed it. */
  pick(messages: LineMessage[]): Promise<'sent' | 'cancelled'>;
  /** liff.permanentLink.createUrlBy: the https://liff.line.me/… link of one of this app's own addresses. */
  permanentLink(url: string): Promise<string>;
}

/** A LINE failure with LIFF's error code ('INIT_FAILED', 'UNAUTHORIZED', '403', ...) kept for the message. */
export class LineError extends Error {
  readonly code: string;

  constructor(code: string, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'LineError';
    this.code = code;
  }
}

/** LINE could not start: shown as a browser alert with code and message, as no screen exists yet. */
export class LineInitError extends LineError {
  constructor(code: string, message: string, options?: ErrorOptions) {
    super(code, message, options);
    this.name = 'LineInitError';
  }
}

/**
 * LINE's start as the app gets it: the client, null when LINE could not start, or the promise of either while it is
 * starting (a returning buyer's screen shows before LINE has started; line-context.tsx hands it to the screens).
 */
export type LineStart = LineClient | null | Promise<LineClient | null>;
