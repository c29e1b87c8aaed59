/**
 * Mock LINE only: an ID token shaped like LINE's (a JWT whose `sub` is the LINE user id) so the mock API can read
 * who is calling the way a real backend would after verifying. Unsigned (`alg: none`) on purpose, so nothing can
 * mistake it for a real token; no `iat`/`exp`, so the same user always gets the same token.
 */
const base64Url = (text: string): string => {
  // btoa only takes Latin-1; encode to UTF-8 first because display names are Chinese.
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

export function mockIdToken(userId: string, displayName: string): string {
  const header = base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  const payload = base64Url(
    JSON.stringify({ iss: 'https://access.line.me', sub: userId, name: displayName, mock: true }),
  );
  return `${header}.${payload}.`;
}
