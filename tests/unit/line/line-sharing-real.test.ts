// Only the core is replaced: the modules are real, installed on this fake through use().
const core = vi.hoisted(() => {
  const fake = {
    use: vi.fn((_module: { name: string }) => fake),
    isApiAvailable: vi.fn((_api: string) => true),
    shareTargetPicker: vi.fn<(...args: unknown[]) => Promise<{ status: 'success' } | undefined>>(),
    permanentLink: { createUrlBy: vi.fn((url: string) => Promise.resolve(`P:${url}`)) },
  };
  return fake;
});
vi.mock('@line/liff/core', () => ({ default: core, liff: core }));

test('the real SDK: the three modules installed on first share; the picker, its answers and permanent links', async () => {
  const { createRealLineSharing } = await import('../../../src/line/line-sharing-real');
  const sharing = createRealLineSharing();

  const installed = core.use.mock.calls.map(([module]) => module.name);
  expect(installed).toEqual(
    expect.arrayContaining(['isApiAvailable', 'shareTargetPicker', 'permanentLink']),
  );

  expect(sharing.canPick()).toBe(true);
  expect(core.isApiAvailable).toHaveBeenCalledWith('shareTargetPicker');

  core.shareTargetPicker.mockResolvedValueOnce({ status: 'success' });
  await expect(sharing.pick([{ type: 'text', text: 'x' }])).resolves.toBe('sent');
  expect(core.shareTargetPicker).toHaveBeenCalledWith([{ type: 'text', text: 'x' }], {
    isMultiple: true,
  });
  core.shareTargetPicker.mockResolvedValueOnce(undefined);
  await expect(sharing.pick([{ type: 'text', text: 'x' }])).resolves.toBe('cancelled');

  await expect(sharing.permanentLink('https://app/shared-cart?c=1')).resolves.toBe(
    'P:https://app/shared-cart?c=1',
  );
});
