import { deliveryProblem, type DialogInput } from '../../../src/features/checkout/validate-dialog';

const complete: DialogInput = {
  address: '台北市信義區松壽路12號B1',
  draft: {
    addressId: '1011',
    expecteddate: '2026-11-24',
    deliverytype: '1',
    deliverytime: '01',
    deliverytimeremark: '',
    ispayment: '2',
  },
  earliest: '2026-11-24',
  methodsFailed: false,
  methodsOffline: false,
  lineCount: 2,
};
const withDraft = (changes: Partial<DialogInput['draft']>, input: Partial<DialogInput> = {}) => ({
  ...complete,
  ...input,
  draft: { ...complete.draft, ...changes },
});

test('the first failing check wins, in the order address, date missing, date too early, time', () => {
  const nothing = withDraft({ expecteddate: '', deliverytime: '' }, { address: undefined });
  expect(deliveryProblem(nothing)).toBe('address');
  expect(deliveryProblem(withDraft({ expecteddate: '', deliverytime: '' }))).toBe('dateMissing');
  expect(deliveryProblem(withDraft({ expecteddate: '2026-11-23', deliverytime: '' }))).toBe(
    'dateTooEarly',
  );
  expect(deliveryProblem(withDraft({ deliverytime: '' }))).toBe('time');
  expect(deliveryProblem(complete)).toBeNull();
});

test('then the logistics: a failed list or its stand-in cannot be confirmed; none chosen is asked for', () => {
  expect(deliveryProblem({ ...complete, methodsFailed: true })).toBe('methodsFailed');
  expect(deliveryProblem(withDraft({ deliverytype: 'error' }))).toBe('methodsFailed');
  // Offline, the failed list is told as the connection being down.
  expect(deliveryProblem({ ...complete, methodsFailed: true, methodsOffline: true })).toBe(
    'methodsOffline',
  );
  expect(deliveryProblem(withDraft({ deliverytype: '' }))).toBe('methodMissing');
  expect(deliveryProblem({ ...complete, lineCount: 0 })).toBe('emptyCart');
});

test('a date typed far ahead is accepted (no latest date), a malformed one counts as missing', () => {
  expect(deliveryProblem(withDraft({ expecteddate: '2099-12-31' }))).toBeNull();
  expect(deliveryProblem(withDraft({ expecteddate: '2026-02-30' }))).toBe('dateMissing');
});
