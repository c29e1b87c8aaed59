/**
 * A real server that accepts and never answers, for time-outs: MSW's XHR interception never starts the XHR's own
 * timer, so a real time-out needs a real socket that stays silent. Call at the top of a test file; its address is
 * known once the file's tests run.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export function silentServer(): { readonly url: string } {
  const server = createServer(() => undefined);
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return {
    get url() {
      if (url === '') throw new Error('silentServer: its address is known only inside a test');
      return url;
    },
  };
}
