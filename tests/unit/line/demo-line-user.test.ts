import { DEMO_LINE_USER_KEY } from '../../../src/config/storage-keys';
import {
  DEMO_LINE_USER_NONE,
  readDemoLineUser,
  setDemoLineUser,
} from '../../../src/line/demo-line-user';

beforeEach(() => {
  localStorage.clear();
});

test('stores a user id, none, or nothing', () => {
  setDemoLineUser('Udemo00000000000000000000000003');
  expect(localStorage.getItem(DEMO_LINE_USER_KEY)).toBe('Udemo00000000000000000000000003');
  expect(readDemoLineUser()).toBe('Udemo00000000000000000000000003');

  setDemoLineUser(DEMO_LINE_USER_NONE);
  expect(readDemoLineUser()).toBe('none');

  setDemoLineUser(null);
  expect(localStorage.getItem(DEMO_LINE_USER_KEY)).toBeNull();
  expect(readDemoLineUser()).toBeNull();
});

test('a blank choice means the default user', () => {
  setDemoLineUser('   ');
  expect(localStorage.getItem(DEMO_LINE_USER_KEY)).toBeNull();
  localStorage.setItem(DEMO_LINE_USER_KEY, ' ');
  expect(readDemoLineUser()).toBeNull();
});

test('storage errors are swallowed', () => {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('quota', 'QuotaExceededError');
  });
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });

  expect(() => setDemoLineUser('Udemo00000000000000000000000003')).not.toThrow();
  expect(readDemoLineUser()).toBeNull();
});
