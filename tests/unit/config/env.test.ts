import { configurationProblem, readEnv, timeZoneProblem } from '../../../src/config/env';

test('defaults: same-origin API, no mocks, the demo mock user, Taipei cutoff', () => {
  expect(readEnv({})).toEqual({
    apiBaseUrl: '',
    apiMock: false,
    liffMock: false,
    liffId: '',
    liffMockUserId: 'Udemo00000000000000000000000001',
    imageBaseUrl: '',
    businessTimezone: 'Asia/Taipei',
  });
});

test('the image host defaults to the API base address, without a trailing slash', () => {
  expect(readEnv({ VITE_API_BASE_URL: 'https://api.example.com/' }).imageBaseUrl).toBe(
    'https://api.example.com',
  );
  expect(
    readEnv({ VITE_API_BASE_URL: 'https://a', VITE_IMAGE_BASE_URL: 'https://img/' }).imageBaseUrl,
  ).toBe('https://img');
});

test('flags are true only for the text true', () => {
  expect(readEnv({ VITE_API_MOCK: 'true', VITE_LIFF_MOCK: 'TRUE' })).toMatchObject({
    apiMock: true,
    liffMock: true,
  });
  expect(readEnv({ VITE_API_MOCK: '1', VITE_LIFF_MOCK: 'yes' })).toMatchObject({
    apiMock: false,
    liffMock: false,
  });
});

test('the app refuses to start without a LIFF id unless LINE is mocked', () => {
  expect(configurationProblem(readEnv({}))).toMatch(/VITE_LIFF_ID/);
  expect(configurationProblem(readEnv({ VITE_LIFF_MOCK: 'true' }))).toBeNull();
  expect(configurationProblem(readEnv({ VITE_LIFF_ID: '123-abc' }))).toBeNull();
});

test('an unknown business time zone is refused by the build, a malformed one by the app too', () => {
  const mars = readEnv({ VITE_LIFF_ID: 'x', VITE_BUSINESS_TIMEZONE: 'Mars/Olympus' });
  expect(timeZoneProblem(mars)).toBe(
    'VITE_BUSINESS_TIMEZONE "Mars/Olympus" is not a time zone this browser knows (e.g. Asia/Taipei).',
  );
  expect(
    timeZoneProblem(readEnv({ VITE_BUSINESS_TIMEZONE: 'America/Argentina/Buenos_Aires' })),
  ).toBeNull();
  expect(timeZoneProblem(readEnv({ VITE_BUSINESS_TIMEZONE: 'Etc/GMT+8' }))).toBeNull();
  expect(
    configurationProblem(readEnv({ VITE_LIFF_ID: 'x', VITE_BUSINESS_TIMEZONE: 'Asia/Taipei; x' })),
  ).toMatch(/VITE_BUSINESS_TIMEZONE "Asia\/Taipei; x"/);
  for (const zone of ['UTC', 'Asia/Taipei', 'America/Argentina/Buenos_Aires', 'Etc/GMT+8']) {
    expect(
      configurationProblem(readEnv({ VITE_LIFF_ID: 'x', VITE_BUSINESS_TIMEZONE: zone })),
    ).toBeNull();
  }
});
