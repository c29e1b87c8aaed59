/**
 * The real LIFF SDK, pluggable: @line/liff/core plus only the modules this app calls, so LINE starts sooner on a
 * slow phone than with the full SDK. Loaded only by dynamic import from init-line.ts, as LINE starts.
 */
import liff from '@line/liff/core';
import CloseWindowModule from '@line/liff/close-window';
import GetContextModule from '@line/liff/get-context';
import GetIDTokenModule from '@line/liff/get-id-token';
import GetLineVersionModule from '@line/liff/get-line-version';
import GetOSModule from '@line/liff/get-os';
import GetProfileModule from '@line/liff/get-profile';
import IsInClientModule from '@line/liff/is-in-client';
import IsLoggedInModule from '@line/liff/is-logged-in';
import LoginModule from '@line/liff/login';
import PermissionModule from '@line/liff/permission';
import SendMessagesModule from '@line/liff/send-messages';
import type { LineClient } from './line-client';
import { toLineInitError } from './line-errors';

export async function createRealLineClient(liffId: string): Promise<LineClient> {
  // Modules must be installed before init; LIFF ignores a module installed twice (a second initLine is harmless).
  liff
    .use(new IsInClientModule())
    .use(new IsLoggedInModule())
    .use(new LoginModule())
    .use(new GetProfileModule())
    .use(new GetIDTokenModule())
    .use(new GetContextModule())
    .use(new GetOSModule())
    .use(new GetLineVersionModule())
    .use(new PermissionModule())
    .use(new SendMessagesModule())
    .use(new CloseWindowModule());
  try {
    // Must finish before the router reads the URL: init turns a `?liff.state=` deep link into the real path.
    await liff.init({ liffId });
  } catch (error) {
    throw toLineInitError(error);
  }

  return {
    mock: false,
    isLoggedIn: () => liff.isLoggedIn(),
    login: (redirectUri) => liff.login(redirectUri === undefined ? undefined : { redirectUri }),
    getProfile: async () => {
      const { userId, displayName, pictureUrl } = await liff.getProfile();
      return pictureUrl === undefined
        ? { userId, displayName }
        : { userId, displayName, pictureUrl };
    },
    getIDToken: () => liff.getIDToken(),
    isInClient: () => liff.isInClient(),
    // getContext() is null when LIFF has no context (for example before login in an external browser).
    getContextType: () => liff.getContext()?.type ?? null,
    getOS: () => liff.getOS(),
    getLineVersion: () => liff.getLineVersion(),
    permissionQuery: async (permission) => (await liff.permission.query(permission)).state,
    sendMessages: (messages) => liff.sendMessages(messages),
    closeWindow: () => {
      liff.closeWindow();
      // In an external browser closeWindow() does nothing: report it so the caller navigates instead.
      return liff.isInClient();
    },
  };
}
