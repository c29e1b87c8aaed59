import { readEnv } from '../../../src/config/env';
import { initLine } from '../../../src/line/init-line';
import { LineInitError } from '../../../src/line/line-client';

test('without a LIFF id and without the mock, LINE refuses to start with a clear message', async () => {
  const start = initLine(readEnv({ VITE_LIFF_MOCK: 'false', VITE_LIFF_ID: '' }));

  await expect(start).rejects.toBeInstanceOf(LineInitError);
  await expect(start).rejects.toMatchObject({
    code: 'INVALID_CONFIG',
    message: expect.stringContaining('VITE_LIFF_ID is not set') as unknown,
  });
});

test('a blank LIFF id counts as none: never a silent mock', async () => {
  const start = initLine(readEnv({ VITE_LIFF_ID: '   ' }));

  await expect(start).rejects.toMatchObject({ name: 'LineInitError', code: 'INVALID_CONFIG' });
});
