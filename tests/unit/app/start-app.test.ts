import { urlCarriesLine } from '../../../src/start/start-app';

test.each([
  ['?liff.state=%2Forder', true],
  ['?code=abc&state=xyz', true],
  ['?state=xyz', true],
  ['?liffClientId=1234567890', true],
  ['?liffRedirectUri=https%3A%2F%2Forder.example.com%2F', true],
  ['', false],
  ['?page=2', false],
  ['?tab=returns', false],
])('%s carries something for LIFF to read: %s', (search, expected) => {
  expect(urlCarriesLine(search)).toBe(expected);
});
