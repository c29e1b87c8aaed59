import { LineInitError } from '../../../src/line/line-client';

// Only the core is replaced: the modules are real, installed on this fake through use().
const core = vi.hoisted(() => {
  const fake = {
    use: vi.fn(() => fake),
    init: vi.fn<(config: { liffId: string }) => Promise<void>>(),
  };
  return fake;
});
vi.mock('@line/liff/core', () => ({ default: core, liff: core }));

beforeEach(() => {
  core.use.mockClear();
  core.init.mockReset();
});

test('an SDK init rejection becomes a LineInitError with the SDK code and message', async () => {
  const sdkError = Object.assign(new Error('x'), { code: 'INIT_FAILED' });
  core.init.mockRejectedValue(sdkError);
  const { createRealLineClient } = await import('../../../src/line/liff-real');

  const start = createRealLineClient('1234567890-AbcdEfgh');

  await expect(start).rejects.toBeInstanceOf(LineInitError);
  await expect(start).rejects.toMatchObject({ code: 'INIT_FAILED', message: 'x', cause: sdkError });
  expect(core.init).toHaveBeenCalledWith({ liffId: '1234567890-AbcdEfgh' });
});

test('a plain {code, message} rejection is mapped the same way', async () => {
  core.init.mockRejectedValue({ code: 'INIT_FAILED', message: 'x' });
  const { createRealLineClient } = await import('../../../src/line/liff-real');

  await expect(createRealLineClient('1234567890-AbcdEfgh')).rejects.toMatchObject({
    name: 'LineInitError',
    code: 'INIT_FAILED',
    message: 'x',
  });
});

test('initLine takes the real SDK when a LIFF id is set and the mock is off, installing modules before init', async () => {
  core.init.mockResolvedValue(undefined);
  const { initLine } = await import('../../../src/line/init-line');
  const { readEnv } = await import('../../../src/config/env');

  const line = await initLine(
    readEnv({ VITE_LIFF_MOCK: 'false', VITE_LIFF_ID: '1234567890-AbcdEfgh' }),
  );

  expect(line.mock).toBe(false);
  expect(core.use).toHaveBeenCalled();
  const firstUse = core.use.mock.invocationCallOrder[0] ?? Infinity;
  const initCall = core.init.mock.invocationCallOrder[0] ?? -Infinity;
  expect(firstUse).toBeLessThan(initCall);
});
