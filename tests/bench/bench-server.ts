/**
 * The bench's web server, in the test process: the built app as deploy/nginx serves it (HTTP/2 over TLS; gzip;
 * hashed assets cached a year, index.html and the app's routes revalidated with an ETag, other files an hour) and
 * the API answered by the demo backend's own handlers. Both go through Chromium's real network stack, so DevTools'
 * network emulation slows the API calls as much as the files (Playwright routes would answer inside the browser and
 * skip it). The certificate is a throw-away self-signed one, made once per run with openssl; the bench's Chromium
 * trusts that one key only (`--ignore-certificate-errors-spki-list`, see benchChromiumArgs), so its HTTP cache works
 * as with a real certificate (with `ignoreHTTPSErrors` alone Chromium caches nothing, and a repeat open would not
 * be one).
 */
import { execFileSync } from 'node:child_process';
import { X509Certificate, createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { resetDb } from '../../src/mocks/db';
import { handlers } from '../../src/mocks/handlers';
import contentTypes from '../../scripts/content-types.json' with { type: 'json' };

// The same content types and gzip list as scripts/serve-gzip.mjs (the Lighthouse and timing benches' server).
const TYPES: Record<string, string> = contentTypes.types;
const COMPRESSIBLE = new Set(contentTypes.compressible);

interface File {
  body: Buffer;
  etag: string;
  type: string;
}

type Req = IncomingMessage | Http2ServerRequest;
type Res = ServerResponse | Http2ServerResponse;

/** A self-signed certificate for 127.0.0.1, made with Debian's openssl for this run only. */
function throwAwayCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let certificate: { key: Buffer; cert: Buffer } | undefined;

/** The run's certificate: made on first use, the same for every server of the run (the app's, the naive app's). */
function runCertificate(): { key: Buffer; cert: Buffer } {
  certificate ??= throwAwayCertificate();
  return certificate;
}

/** The base64 SHA-256 of the run's certificate's public key (SPKI), as `--ignore-certificate-errors-spki-list` takes it. */
export function benchCertificateSpki(): string {
  const spki = new X509Certificate(runCertificate().cert).publicKey.export({
    type: 'spki',
    format: 'der',
  });
  return createHash('sha256').update(spki).digest('base64');
}

/**
 * Chromium's flags for the bench: the machine's (tests/e2e/chromium.ts) and trust in the run's certificate. The flag
 * needs a user data dir, which Playwright always gives Chromium (a persistent context's own, or a temporary one).
 */
export function benchChromiumArgs(): string[] {
  return [
    ...chromiumLaunchOptions.args,
    `--ignore-certificate-errors-spki-list=${benchCertificateSpki()}`,
  ];
}

async function readBody(req: Req): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface BenchServer {
  origin: string;
  close: () => Promise<void>;
}

export async function startBenchServer(dir: string): Promise<BenchServer> {
  const root = resolve(dir);
  const files = new Map<string, File>();
  resetDb();

  async function fileFor(pathname: string, gzip: boolean): Promise<{ path: string; file: File }> {
    const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
    let path = join(root, safe);
    const info = await stat(path).catch(() => null);
    // Any other path is a route of the app: index.html (the SPA fallback of deploy/nginx/app.conf).
    if (!path.startsWith(root) || !info?.isFile()) path = join(root, 'index.html');
    const ext = extname(path);
    const key = `${path}|${String(gzip && COMPRESSIBLE.has(ext))}`;
    let file = files.get(key);
    if (file === undefined) {
      const raw = await readFile(path);
      const body = gzip && COMPRESSIBLE.has(ext) ? gzipSync(raw, { level: 6 }) : raw;
      file = {
        body,
        etag: `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`,
        type: TYPES[ext] ?? 'application/octet-stream',
      };
      files.set(key, file);
    }
    return { path, file };
  }

  async function serveFile(req: Req, res: Res, pathname: string) {
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const { path, file } = await fileFor(pathname, gzip);
    const cacheControl = pathname.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : path.endsWith('index.html')
        ? 'no-cache'
        : 'public, max-age=3600';
    const headers = {
      'cache-control': cacheControl,
      etag: file.etag,
      vary: 'accept-encoding',
      'content-type': file.type,
    };
    if (req.headers['if-none-match'] === file.etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const compressed = gzip && COMPRESSIBLE.has(extname(path));
    res.writeHead(200, {
      ...headers,
      'content-length': file.body.length,
      ...(compressed ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(file.body);
  }

  async function serveApi(req: Req, res: Res, url: URL) {
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      // HTTP/2's pseudo-headers (:path, :method…) are not headers of the request.
      if (typeof value === 'string' && !name.startsWith(':')) headers.set(name, value);
    }
    const request = new Request(url, {
      method: req.method ?? 'GET',
      headers,
      body: body && body.length > 0 ? new Uint8Array(body) : undefined,
    });
    const response = await getResponse(handlers, request);
    if (response === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('no demo handler');
      return;
    }
    const answer = Buffer.from(await response.arrayBuffer());
    res.writeHead(response.status, {
      ...Object.fromEntries(response.headers.entries()),
      'content-length': answer.length,
    });
    res.end(answer);
  }

  const server = createSecureServer(
    { ...runCertificate(), allowHTTP1: true },
    (req: Req, res: Res) => {
      const url = new URL(req.url ?? '/', 'https://127.0.0.1');
      const work = url.pathname.startsWith('/api/')
        ? serveApi(req, res, url)
        : serveFile(req, res, url.pathname);
      work.catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      });
    },
  );
  const sockets = new Set<Socket>();
  server.on('secureConnection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${String(port)}`,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}
