import { GUIDE_PAR_KEY } from '../../../src/config/storage-keys';
import {
  MAX_PARS_PER_SHOP,
  MAX_PAR_CHARS,
  MAX_PAR_SHOPS,
  readPars,
  savePar,
} from '../../../src/features/guide/par-memory';

const stored = () => JSON.parse(window.localStorage.getItem(GUIDE_PAR_KEY) ?? 'null') as unknown;

test('a par is remembered for its shop under sorting-app:guidePar and never read for another shop', () => {
  savePar('101', '7', 10);
  savePar('101', '8', 2.5);
  savePar('302', '7', 4);
  expect(readPars('101')).toEqual({ '7': 10, '8': 2.5 });
  expect(readPars('302')).toEqual({ '7': 4 });
  expect(readPars('303')).toEqual({});
  expect(stored()).toEqual({
    version: 1,
    shops: [
      { customerid: '302', pars: { '7': 4 } },
      { customerid: '101', pars: { '7': 10, '8': 2.5 } },
    ],
  });
  savePar('101', '7', 12);
  expect(readPars('101')).toEqual({ '7': 12, '8': 2.5 });
});

test.each([
  ['not JSON', '{'],
  [
    'another version',
    JSON.stringify({ version: 2, shops: [{ customerid: '101', pars: { '7': 1 } }] }),
  ],
  ['no shops', JSON.stringify({ version: 1 })],
  [
    'over the size cap',
    JSON.stringify({
      version: 1,
      shops: [{ customerid: '101', pars: { '7': 1 } }],
      pad: 'x'.repeat(MAX_PAR_CHARS),
    }),
  ],
])('a damaged value (%s) is ignored and replaced at the next write', (_why, raw) => {
  window.localStorage.setItem(GUIDE_PAR_KEY, raw);
  expect(readPars('101')).toEqual({});
  savePar('101', '8', 3);
  expect(readPars('101')).toEqual({ '8': 3 });
});

test('a bad entry or shop is dropped, the rest kept', () => {
  window.localStorage.setItem(
    GUIDE_PAR_KEY,
    JSON.stringify({
      version: 1,
      shops: [
        { customerid: 101, pars: { '1': 1 } },
        { customerid: '101', pars: { '7': 10, '8': -1, '9': 'x', '10': 1e9, '11': 0 } },
      ],
    }),
  );
  expect(readPars('101')).toEqual({ '7': 10, '11': 0 });
});

test('a par that is not a quantity is not remembered', () => {
  savePar('101', '7', Number.NaN);
  savePar('101', '7', -1);
  expect(window.localStorage.getItem(GUIDE_PAR_KEY)).toBeNull();
});

test('at most MAX_PAR_SHOPS shops, the one used longest ago goes first', () => {
  for (let shop = 1; shop <= MAX_PAR_SHOPS + 1; shop += 1) savePar(String(shop), '7', shop);
  expect(readPars('1')).toEqual({});
  expect(readPars('2')).toEqual({ '7': 2 });
  expect(readPars(String(MAX_PAR_SHOPS + 1))).toEqual({ '7': MAX_PAR_SHOPS + 1 });
});

test('at most MAX_PARS_PER_SHOP pars a shop, the one just typed always kept', () => {
  for (let id = 1; id <= MAX_PARS_PER_SHOP + 5; id += 1) savePar('101', String(id), 1);
  const pars = readPars('101');
  expect(Object.keys(pars)).toHaveLength(MAX_PARS_PER_SHOP);
  expect(pars[String(MAX_PARS_PER_SHOP + 5)]).toBe(1);
});

test('storage that refuses the write only means nothing is remembered', () => {
  const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  try {
    expect(() => savePar('101', '7', 10)).not.toThrow();
    expect(readPars('101')).toEqual({});
  } finally {
    setItem.mockRestore();
  }
});
