import fc from 'fast-check';
import {
  CUTOFF_HOUR,
  earliestDeliveryDate,
  isBeforeEarliest,
  isValidDateText,
  validateDeliveryChoice,
} from '../../../src/domain/delivery-date';

const TAIPEI = 'Asia/Taipei';
/** An instant given as Taipei wall time (UTC+8, no daylight saving). */
const taipei = (wallTime: string): Date => new Date(`${wallTime}+08:00`);

test('the cutoff hour is 5', () => {
  expect(CUTOFF_HOUR).toBe(5);
});

test.each([
  ['2026-11-22T00:00:00', '2026-11-23'],
  ['2026-11-22T04:59:00', '2026-11-23'],
  ['2026-11-22T05:00:00', '2026-11-23'],
  ['2026-11-22T05:59:59', '2026-11-23'],
  ['2026-11-22T06:00:00', '2026-11-24'],
  ['2026-11-22T12:00:00', '2026-11-24'],
  ['2026-11-22T23:59:00', '2026-11-24'],
])('ordering at %s Taipei time, the earliest date is %s', (wallTime, earliest) => {
  expect(earliestDeliveryDate(taipei(wallTime), TAIPEI)).toBe(earliest);
});

test.each([
  ['2026-01-31T05:59:00', '2026-02-01'],
  ['2026-01-31T06:00:00', '2026-02-02'],
  ['2026-01-30T23:00:00', '2026-02-01'],
  ['2026-02-28T07:00:00', '2026-03-02'],
  ['2028-02-28T07:00:00', '2028-03-01'],
  ['2028-02-28T03:00:00', '2028-02-29'],
  ['2026-12-31T03:00:00', '2027-01-01'],
  ['2026-12-31T10:00:00', '2027-01-02'],
  ['2026-12-30T23:59:00', '2027-01-01'],
])('across month and year ends: %s Taipei time gives %s', (wallTime, earliest) => {
  expect(earliestDeliveryDate(taipei(wallTime), TAIPEI)).toBe(earliest);
});

test('the same instant built in UTC gives the same date: only the instant and the business zone count', () => {
  // 2026-11-21 21:59 UTC is 05:59 on the 22nd in Taipei: next-day delivery.
  const utcBuilt = new Date(Date.UTC(2026, 10, 21, 21, 59));
  expect(utcBuilt.getTime()).toBe(taipei('2026-11-22T05:59:00').getTime());
  expect(earliestDeliveryDate(utcBuilt, TAIPEI)).toBe('2026-11-23');
  // One minute later it is 06:00 in Taipei, whatever the clock on the buyer's phone says.
  expect(earliestDeliveryDate(new Date(Date.UTC(2026, 10, 21, 22, 0)), TAIPEI)).toBe('2026-11-24');
});

test("the phone's own time zone does not move the cutoff", () => {
  const saved = process.env.TZ;
  const instant = taipei('2026-11-22T05:30:00');
  try {
    for (const phoneZone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'Europe/London', 'UTC']) {
      process.env.TZ = phoneZone;
      expect(earliestDeliveryDate(new Date(instant.getTime()), TAIPEI)).toBe('2026-11-23');
    }
  } finally {
    // Assigning undefined would store the text 'undefined'.
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  }
});

test('the business zone decides: the same instant is past the cutoff in Tokyo (UTC+9)', () => {
  const instant = taipei('2026-11-22T05:30:00');
  expect(earliestDeliveryDate(instant, TAIPEI)).toBe('2026-11-23');
  expect(earliestDeliveryDate(instant, 'Asia/Tokyo')).toBe('2026-11-24');
  // In Los Angeles it is still 13:30 on the 21st.
  expect(earliestDeliveryDate(instant, 'America/Los_Angeles')).toBe('2026-11-23');
});

test('an invalid instant or an unknown zone is an error, never a wrong day', () => {
  expect(() => earliestDeliveryDate(new Date(Number.NaN), TAIPEI)).toThrow(RangeError);
  expect(() => earliestDeliveryDate(new Date(), 'Mars/Olympus')).toThrow(RangeError);
});

test('property: the earliest date is 1 or 2 days after the Taipei date of now, 1 exactly when the hour ≤ 5', () => {
  const DAY = 86_400_000;
  fc.assert(
    fc.property(
      fc.date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      }),
      (now) => {
        // Reference: Taipei wall time read off a shifted UTC date (Taipei keeps UTC+8 all year).
        const shifted = new Date(now.getTime() + 8 * 3_600_000);
        const today = Date.UTC(
          shifted.getUTCFullYear(),
          shifted.getUTCMonth(),
          shifted.getUTCDate(),
        );
        const earliest = earliestDeliveryDate(now, TAIPEI);
        const days = (Date.parse(`${earliest}T00:00:00Z`) - today) / DAY;
        expect([1, 2]).toContain(days);
        expect(days === 1).toBe(shifted.getUTCHours() <= 5);
      },
    ),
  );
});

test.each([
  ['2026-11-22', true],
  ['2028-02-29', true],
  ['2026-02-29', false],
  ['2026-13-01', false],
  ['2026-04-31', false],
  ['2026-1-01', false],
  ['2026-11-22T00:00', false],
  ['2026/11/22', false],
  ['12026-11-22', false],
  [' 2026-11-22', false],
  ['2026-11-22 ', false],
  ['', false],
])('isValidDateText(%j) = %s', (text, valid) => {
  expect(isValidDateText(text)).toBe(valid);
});

test('isValidDateText refuses nothing', () => {
  expect(isValidDateText(null)).toBe(false);
  expect(isValidDateText(undefined)).toBe(false);
});

test('isBeforeEarliest compares calendar dates; a date that is not one cannot be accepted', () => {
  expect(isBeforeEarliest('2026-11-22', '2026-11-23')).toBe(true);
  expect(isBeforeEarliest('2026-11-23', '2026-11-23')).toBe(false);
  expect(isBeforeEarliest('2026-12-01', '2026-11-23')).toBe(false);
  expect(isBeforeEarliest('2027-01-01', '2026-12-31')).toBe(false);
  expect(isBeforeEarliest('abc', '2026-11-23')).toBe(true);
  expect(isBeforeEarliest('2026-11-31', '2026-11-23')).toBe(true);
});

describe('validateDeliveryChoice', () => {
  const earliest = '2026-11-24';
  const valid = {
    address: '台北市信義區松高路 1 號',
    expecteddate: '2026-11-24',
    deliverytime: '01',
  };

  test('a complete choice passes', () => {
    expect(validateDeliveryChoice(valid, earliest)).toBeNull();
    expect(validateDeliveryChoice({ ...valid, expecteddate: '2027-03-01' }, earliest)).toBeNull();
  });

  test('the first failing check wins: address, date missing, date too early, time', () => {
    expect(validateDeliveryChoice({}, earliest)).toBe('address');
    expect(validateDeliveryChoice({ address: valid.address }, earliest)).toBe('dateMissing');
    expect(
      validateDeliveryChoice({ address: valid.address, expecteddate: '2026-11-23' }, earliest),
    ).toBe('dateTooEarly');
    expect(
      validateDeliveryChoice({ address: valid.address, expecteddate: '2026-11-24' }, earliest),
    ).toBe('time');
  });

  test('blank values count as missing', () => {
    expect(validateDeliveryChoice({ ...valid, address: '  ' }, earliest)).toBe('address');
    expect(validateDeliveryChoice({ ...valid, address: null }, earliest)).toBe('address');
    expect(validateDeliveryChoice({ ...valid, expecteddate: '' }, earliest)).toBe('dateMissing');
    expect(validateDeliveryChoice({ ...valid, expecteddate: null }, earliest)).toBe('dateMissing');
    expect(validateDeliveryChoice({ ...valid, deliverytime: '' }, earliest)).toBe('time');
    expect(validateDeliveryChoice({ ...valid, deliverytime: null }, earliest)).toBe('time');
  });

  test('a date that is not a real YYYY-MM-DD asks for a date', () => {
    expect(validateDeliveryChoice({ ...valid, expecteddate: '2026/11/25' }, earliest)).toBe(
      'dateMissing',
    );
    expect(validateDeliveryChoice({ ...valid, expecteddate: '2026-11-31' }, earliest)).toBe(
      'dateMissing',
    );
  });

  test('a too-early date is reported even when the time is also missing', () => {
    expect(
      validateDeliveryChoice({ ...valid, expecteddate: '2026-11-22', deliverytime: '' }, earliest),
    ).toBe('dateTooEarly');
  });
});
