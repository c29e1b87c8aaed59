/**
 * Holds the demo backend's answer to one call until the test releases it, so a test can see what the app shows
 * while the call is on its way. Every request to the path waits; the demo backend then answers as usual.
 */
import { http } from 'msw';
import { server } from '../../src/mocks/node';

export function holdAnswer(method: 'get' | 'post', path: string): () => void {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http[method](`*${path}`, async () => {
      await released;
      return undefined;
    }),
  );
  return release;
}
