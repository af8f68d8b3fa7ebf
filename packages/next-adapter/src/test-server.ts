import { type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** An answer as the server sent it: its headers and its bytes (fetch would decode a coded body). */
export interface RawAnswer {
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * Tests only (not built, not exported): the server listens on a free loopback port before the
 * tests of the `describe` this is called in, and closes after them. `url()` is its address
 * (`http://127.0.0.1:PORT`, without a slash) once it listens; `raw()` asks it for a path and gives
 * the answer as sent.
 */
export function onLoopback(server: Server): {
  url: () => string;
  raw: (path: string, options?: { acceptEncoding?: string; method?: string }) => Promise<RawAnswer>;
} {
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    url: () => `http://127.0.0.1:${port}`,
    raw: (path, { acceptEncoding, method = 'GET' } = {}) =>
      new Promise<RawAnswer>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path, method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      }),
  };
}
