import {
  armDemoFault,
  clearDemoFaults,
  DEMO_FAULT_CHANGED,
  endDemoOffline,
  readDemoFaults,
  takeDemoFault,
} from '../../../src/config/demo-faults';
import { DEMO_FAULT_KEY } from '../../../src/config/storage-keys';

test('nothing armed: no call gets a fault and the phone is online', () => {
  expect(readDemoFaults()).toEqual({ next: {}, offline: false });
  expect(takeDemoFault('order/add')).toBeUndefined();
  expect(sessionStorage.getItem(DEMO_FAULT_KEY)).toBeNull();
});

test('a fault strikes the next call of its kind once, then is gone', () => {
  armDemoFault('order/add', 'lost');

  expect(takeDemoFault('order/add')).toBe('lost');
  expect(takeDemoFault('order/add')).toBeUndefined();
  expect(readDemoFaults()).toEqual({ next: {}, offline: false });
  expect(sessionStorage.getItem(DEMO_FAULT_KEY)).toBeNull();
});

test('each kind has its own fault: taking one leaves the others armed', () => {
  armDemoFault('order/add', '500');
  armDemoFault('shoppingcart/add', 'cutBody');

  expect(takeDemoFault('product/list')).toBeUndefined();
  expect(takeDemoFault('shoppingcart/add')).toBe('cutBody');
  expect(readDemoFaults().next).toEqual({ 'order/add': '500' });
});

test('arming a kind again replaces its fault', () => {
  armDemoFault('product/list', 'slow');
  armDemoFault('product/list', '401');
  expect(takeDemoFault('product/list')).toBe('401');
  expect(takeDemoFault('product/list')).toBeUndefined();
});

test("kept in the tab's sessionStorage, so a reload or another screen still finds it", () => {
  armDemoFault('shoppingcart/add', '502');

  expect(JSON.parse(sessionStorage.getItem(DEMO_FAULT_KEY) ?? 'null')).toEqual({
    next: { 'shoppingcart/add': '502' },
    offline: false,
  });
  expect(localStorage.getItem(DEMO_FAULT_KEY)).toBeNull();
  // What the next page reads from that storage: the same switch.
  expect(takeDemoFault('shoppingcart/add', sessionStorage)).toBe('502');
});

test('清除 disarms every kind and leaves the phone offline as it is', () => {
  armDemoFault('order/add', 'slowCommitAfterLost');
  armDemoFault('product/list', 'slow');
  armDemoFault('order/add', 'offline');

  clearDemoFaults();

  expect(readDemoFaults()).toEqual({ next: {}, offline: true });
});

test('the phone offline is a mode: no call uses it up, only 恢復網路 ends it', () => {
  armDemoFault('product/list', 'offline');

  expect(takeDemoFault('product/list')).toBeUndefined();
  expect(readDemoFaults()).toEqual({ next: {}, offline: true });

  endDemoOffline();
  expect(readDemoFaults()).toEqual({ next: {}, offline: false });
  expect(sessionStorage.getItem(DEMO_FAULT_KEY)).toBeNull();
});

test('the page is told of every change, a fault used up by the backend too', () => {
  const changed = vi.fn();
  window.addEventListener(DEMO_FAULT_CHANGED, changed);
  try {
    armDemoFault('order/add', 'lost');
    takeDemoFault('order/add');
    takeDemoFault('order/add');
    clearDemoFaults();
    expect(changed).toHaveBeenCalledTimes(3);
  } finally {
    window.removeEventListener(DEMO_FAULT_CHANGED, changed);
  }
});

test('a stored value the switch did not write arms nothing', () => {
  for (const stored of [
    'not json',
    '[]',
    '"lost"',
    '{"next":{"order/add":"explode","customer/detail":"500"},"offline":"yes"}',
  ]) {
    sessionStorage.setItem(DEMO_FAULT_KEY, stored);
    expect(readDemoFaults()).toEqual({ next: {}, offline: false });
  }
});

test('storage refused: nothing is armed and nothing throws', () => {
  const refused = {
    getItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
    setItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
    removeItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
  };
  expect(() => armDemoFault('order/add', 'lost', refused)).not.toThrow();
  expect(takeDemoFault('order/add', refused)).toBeUndefined();
});
