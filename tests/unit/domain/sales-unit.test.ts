import { bracketedUnit, specText, unitCodeFor } from '../../../src/domain/sales-unit';

test.each([
  ['KG', 'KG'],
  ['kg', 'KG'],
  [' Kg ', 'KG'],
  ['箱(10KG)', '箱(10KG)'],
  ['包(1KG)', '包(1KG)'],
  ['盒', '盒'],
  ['KGS', 'KGS'],
])('unitCodeFor(%j) = %j', (salesunit, unitcode) => {
  expect(unitCodeFor(salesunit)).toBe(unitcode);
});

test('no sales unit gives an empty unit code', () => {
  expect(unitCodeFor(null)).toBe('');
  expect(unitCodeFor(undefined)).toBe('');
});

test.each([
  ['箱(10KG)', { unit: '箱', detail: '10KG' }],
  ['包（600G）', { unit: '包', detail: '600G' }],
  ['包(50粒)', { unit: '包', detail: '50粒' }],
  ['大箱(10KG)', { unit: '大箱', detail: '10KG' }],
  ['CTN (12)', { unit: 'CTN', detail: '12' }],
  [' 箱 ( 10KG ) ', { unit: '箱', detail: '10KG' }],
  ['箱(10KG）', { unit: '箱', detail: '10KG' }],
  ['盒', { unit: '盒', detail: null }],
  ['KG', { unit: 'KG', detail: null }],
  ['箱()', { unit: '箱', detail: null }],
  ['(10KG)', { unit: '(10KG)', detail: null }],
  ['箱(10KG) 冷凍', { unit: '箱(10KG) 冷凍', detail: null }],
  ['箱(10KG)冷凍', { unit: '箱(10KG)冷凍', detail: null }],
  ['', { unit: '', detail: null }],
])('bracketedUnit(%j) = %j', (salesunit, parts) => {
  expect(bracketedUnit(salesunit)).toEqual(parts);
});

test('bracketedUnit of nothing is an empty unit', () => {
  expect(bracketedUnit(null)).toEqual({ unit: '', detail: null });
});

test.each([
  [5, '箱(10KG)', '5 箱(10KG)'],
  [0.5, 'KG', '0.5 KG'],
  [1.5, '包', '1.5 包'],
  [10, 'KG', '10 KG'],
  [0.1 + 0.2, 'KG', '0.3 KG'],
  [0.125, '盒', '0.125 盒'],
  [null, '盒', '1 盒'],
  [undefined, '盒', '1 盒'],
  [2, '', '2'],
  [0, '盒', '盒'],
  [Number.NaN, '盒', '盒'],
  // The unit is shown without the spaces around it; no unit shows the multiple alone.
  [5, ' 箱(10KG) ', '5 箱(10KG)'],
  [0, ' 盒 ', '盒'],
  [2, null, '2'],
  [null, undefined, '1'],
])('specText(%d, %j) = %j', (multiple, salesunit, text) => {
  expect(specText(multiple, salesunit)).toBe(text);
});
