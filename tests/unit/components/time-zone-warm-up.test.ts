/** The business time zone's data loaded on a worker thread before home's cutoff line needs it. */
beforeEach(() => {
  // A fresh module each time: the worker starts once per page.
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

class FakeWorker {
  static made: FakeWorker[] = [];
  posted: unknown[] = [];
  constructor(
    readonly url: URL | string,
    readonly options?: WorkerOptions,
  ) {
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
}

async function warmUp() {
  const { warmUpTimeZone } = await import('../../../src/components/time-zone-warm-up');
  return warmUpTimeZone;
}

test('one worker, from its own file, is given the zone, however often home asks', async () => {
  FakeWorker.made = [];
  vi.stubGlobal('Worker', FakeWorker);
  const warmUpTimeZone = await warmUp();
  warmUpTimeZone('Asia/Taipei');
  warmUpTimeZone('Asia/Taipei');
  expect(FakeWorker.made).toHaveLength(1);
  expect(String(FakeWorker.made[0]?.url)).toMatch(/time-zone-warm-up\.worker\.ts/);
  // A module worker: the worker's file is a module, as the development server serves it.
  expect(FakeWorker.made[0]?.options).toEqual({ type: 'module' });
  expect(FakeWorker.made[0]?.posted).toEqual(['Asia/Taipei']);
});

test('without workers, or when the browser refuses one, nothing happens and nothing throws', async () => {
  let warmUpTimeZone = await warmUp();
  vi.stubGlobal('Worker', undefined);
  expect(() => warmUpTimeZone('Asia/Taipei')).not.toThrow();
  vi.resetModules();
  // A page policy that refuses the worker's script: the constructor throws.
  vi.stubGlobal(
    'Worker',
    vi.fn(function refused() {
      throw new DOMException('refused by the page policy', 'SecurityError');
    }),
  );
  warmUpTimeZone = await warmUp();
  expect(() => warmUpTimeZone('Asia/Taipei')).not.toThrow();
});

test('the worker formats one date in the zone it is given, then ends', async () => {
  const close = vi.spyOn(self, 'close').mockImplementation(() => undefined);
  const format = vi.spyOn(Intl, 'DateTimeFormat');
  await import('../../../src/components/time-zone-warm-up.worker');
  self.onmessage?.(new MessageEvent('message', { data: 'Asia/Taipei' }));
  expect(format).toHaveBeenCalledWith(
    'en-US',
    expect.objectContaining({ timeZone: 'Asia/Taipei' }),
  );
  expect(close).toHaveBeenCalledTimes(1);
  // An unknown zone (the build refuses one) neither throws nor keeps the worker alive.
  self.onmessage?.(new MessageEvent('message', { data: 'Mars/Olympus' }));
  expect(close).toHaveBeenCalledTimes(2);
  self.onmessage = null;
  close.mockRestore();
  format.mockRestore();
});
