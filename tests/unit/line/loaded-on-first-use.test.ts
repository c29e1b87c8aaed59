import { DEMO_LINE_USER_KEY } from '../../../src/config/storage-keys';
import { readEnv } from '../../../src/config/env';
import type { LineMessage } from '../../../src/line/line-client';
import { MAX_URI_LENGTH, sharedCartMessages } from '../../../src/line/messages/shared-cart-message';

// The mock plugin and @line/liff/core are module singletons: each test starts LINE from fresh modules.
async function startMockSharing() {
  vi.resetModules();
  const { initLine } = await import('../../../src/line/init-line');
  const { loadLineSharing } = await import('../../../src/line/loaded-on-first-use');
  const line = await initLine(readEnv({ VITE_LIFF_MOCK: 'true', VITE_LIFF_ID: 'demo-liff-id' }));
  return loadLineSharing(line);
}

const TEXT: LineMessage = { type: 'text', text: '購物車' };

beforeEach(() => {
  localStorage.clear();
});

test('the demo (mock LINE, logged in): the picker is available and answers sent; links are the app’s own', async () => {
  const sharing = await startMockSharing();
  expect(sharing.canPick()).toBe(true);
  await expect(sharing.pick([TEXT])).resolves.toBe('sent');
  await expect(sharing.permanentLink('http://localhost/shared-cart?c=abc')).resolves.toBe(
    'http://localhost/shared-cart?c=abc',
  );
});

test('the demo as "not logged in to LINE": no picker (an external browser)', async () => {
  localStorage.setItem(DEMO_LINE_USER_KEY, 'none');
  const sharing = await startMockSharing();
  expect(sharing.canPick()).toBe(false);
});

test('a client that brings its own sharing (the tests’ fake LINE) is used as it is', async () => {
  const { loadLineSharing } = await import('../../../src/line/loaded-on-first-use');
  const own = {
    canPick: () => true,
    pick: () => Promise.resolve('cancelled' as const),
    permanentLink: (url: string) => Promise.resolve(url),
  };
  const { fakeLine } = await import('../../support/fake-line');
  await expect(loadLineSharing(fakeLine({ sharing: () => Promise.resolve(own) }))).resolves.toBe(
    own,
  );
});

describe('sharedCartMessages', () => {
  const content = {
    altText: '王小明傳來 禾豐燒肉 的購物車',
    shop: '禾豐燒肉',
    deliveryDate: '',
    items: '2',
    weight: '32.50 KG',
    amount: '$2,663',
    url: 'https://liff.line.me/1-a/shared-cart?c=x',
  };
  const labels = {
    heading: '購物車',
    from: '來自 王小明',
    shop: '店家',
    deliveryDate: '希望配送日期',
    items: '品項',
    weight: '總重',
    amount: '訂單金額',
    open: '開啟購物車',
    linkText: '開啟購物車：LINK',
  };

  test('a link that fits a button: one bubble whose button opens it', () => {
    const messages = sharedCartMessages(content, labels);
    expect(messages).toHaveLength(1);
    expect(JSON.stringify(messages)).toContain(`"uri":"${content.url}"`);
    expect(JSON.stringify(messages)).not.toContain('希望配送日期');
  });

  test('a link over 1,000 characters: the bubble without a button, then the link as text', () => {
    const url = `https://liff.line.me/1-a/shared-cart?c=${'x'.repeat(MAX_URI_LENGTH)}`;
    const messages = sharedCartMessages({ ...content, url, deliveryDate: '2026-11-28' }, labels);
    expect(messages).toHaveLength(2);
    expect(JSON.stringify(messages[0])).not.toContain('"uri"');
    expect(JSON.stringify(messages[0])).toContain('2026-11-28');
    expect(messages[1]).toEqual({ type: 'text', text: '開啟購物車：LINK' });
  });

  test('exactly 1,000 characters still fit the button', () => {
    const url = `https://a/${'x'.repeat(MAX_URI_LENGTH - 10)}`;
    expect(url).toHaveLength(MAX_URI_LENGTH);
    expect(sharedCartMessages({ ...content, url }, labels)).toHaveLength(1);
  });
});
