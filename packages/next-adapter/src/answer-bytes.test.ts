import fc from 'fast-check';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bytesOf, codingFor, keepAnswerBytes, keptAnswers, MIN_KEPT_CHARS } from './answer-bytes';
import { onLoopback } from './test-server';

/** What `end()` was called with, past the wrapper, on an answer of a page. */
function recorder(acceptEncoding?: string): { res: ServerResponse; calls: unknown[][]; headers: Map<string, unknown> } {
  const calls: unknown[][] = [];
  const headers = new Map<string, unknown>([['content-type', 'text/html; charset=utf-8']]);
  const res = {
    statusCode: 200,
    headersSent: false,
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    end: (...args: unknown[]) => calls.push(args),
  } as unknown as ServerResponse;
  keepAnswerBytes(res, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } } as IncomingMessage);
  return { res, calls, headers };
}

const page = (size: number, filler: string) => `<!DOCTYPE html><p>${filler.repeat(Math.ceil(size / filler.length))}</p>`;

describe('a large text answer written as bytes made once', () => {
  it('writes the bytes Node would write for any text, the same bytes again for the same text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), fc.integer({ min: MIN_KEPT_CHARS, max: 3 * MIN_KEPT_CHARS }), (filler, size) => {
        const html = page(size, filler);
        const first = recorder();
        first.res.end(html);
        const [written] = first.calls[0]!;
        expect((written as Buffer).equals(Buffer.from(html, 'utf8'))).toBe(true);
        expect(first.headers.get('content-length')).toBe((written as Buffer).length);
        // Another request with the same text (another string object): the kept bytes.
        const second = recorder();
        second.res.end(`${html}`);
        expect(second.calls[0]![0]).toBe(written);
      }),
      { numRuns: 60 },
    );
  });

  it('compresses once per text as the browser accepts, and the bytes decode to the text', () => {
    const html = page(2 * MIN_KEPT_CHARS, 'Eiche-Schreibtisch 1.299,00 € – „ausziehbar“ ★★★★☆ ');
    for (const [accept, coding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0.5, gzip', 'gzip', gunzipSync],
    ] as const) {
      const { res, calls, headers } = recorder(accept);
      res.end(html);
      const body = calls[0]![0] as Buffer;
      expect(headers.get('content-encoding'), accept).toBe(coding);
      expect(headers.get('vary')).toBe('Accept-Encoding');
      expect(headers.get('content-length')).toBe(body.length);
      expect(decode(body).toString('utf8')).toBe(html);
      expect(body.length).toBeLessThan(Buffer.byteLength(html) / 4);
      expect(bytesOf(html, coding)).toBe(body);
    }
    expect(codingFor('identity, gzip;q=0')).toEqual({ coding: 'identity', acceptsOther: false });
    expect(codingFor('deflate')).toEqual({ coding: 'identity', acceptsOther: true });
  });

  it('leaves short answers, other encodings, statuses, types, encoded or no-transform answers, buffers and empty ends to the layers after it', () => {
    const long = page(MIN_KEPT_CHARS, 'Seite ');
    const done = () => undefined;
    const cases: [string, (res: ServerResponse, headers: Map<string, unknown>) => void, unknown[]][] = [
      ['short', () => undefined, ['x'.repeat(MIN_KEPT_CHARS - 1)]],
      ['latin1', () => undefined, ['é'.repeat(MIN_KEPT_CHARS), 'latin1', done]],
      ['a buffer', () => undefined, [Buffer.alloc(MIN_KEPT_CHARS)]],
      ['nothing', () => undefined, []],
      ['a 404', (res) => (res.statusCode = 404), [long]],
      ['an image', (_, headers) => headers.set('content-type', 'image/svg'), [long]],
      ['no-transform', (_, headers) => headers.set('cache-control', 'public, no-transform'), [long]],
      ['encoded', (_, headers) => headers.set('content-encoding', 'gzip'), [long]],
      ['headers sent', (res) => Object.assign(res, { headersSent: true }), [long]],
    ];
    for (const [name, setup, args] of cases) {
      const { res, calls, headers } = recorder('br');
      setup(res, headers);
      (res.end as (...a: unknown[]) => void)(...args);
      expect(calls, name).toEqual([args]);
      expect(headers.has('vary'), name).toBe(false);
    }
    // The answer the layer after this ends once it has it (Next's compression, when it compresses) is ended as given.
    const { res, calls } = recorder('br');
    res.end('x');
    res.end(long);
    expect(calls).toEqual([['x'], [long]]);
  });

  it('keeps the callback of a UTF-8 end', () => {
    const { res, calls } = recorder();
    const html = page(MIN_KEPT_CHARS, '€ – „Tisch“ ');
    const done = () => undefined;
    res.end(html, 'utf8', done);
    expect(calls[0]).toEqual([bytesOf(html), done]);
  });

  it('keeps a bounded amount: old answers leave as new ones come', () => {
    for (let i = 0; i < 400; i += 1) bytesOf(page(64 * 1024, `Seite ${i} € `));
    const { count, size } = keptAnswers();
    expect(size).toBeLessThanOrEqual(32 * 1024 * 1024);
    expect(count).toBeLessThan(400);
  });
});

describe('through a server with Next’s compression after it', () => {
  const html = page(4 * MIN_KEPT_CHARS, 'Eiche-Schreibtisch, 1.299,00 € – „ausziehbar“ ★★★★☆ ');
  // The compression layer Next puts after the shop's request stamp (router-server, `compress` on); untyped.
  const compress = (createRequire(import.meta.url)('next/dist/compiled/compression') as () => (req: IncomingMessage, res: ServerResponse, next: () => void) => void)();
  let outerEnds = 0;
  const server = createServer((req, res) => {
    keepAnswerBytes(res, req);
    compress(req, res, () => undefined);
    // Another layer after the compression (a tracer, say): it keeps its place in the chain.
    const found = res.end;
    res.end = function (this: ServerResponse, ...args: unknown[]) {
      outerEnds += 1;
      return (found as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse['end'];
    res.setHeader('content-type', 'text/html; charset=utf-8');
    if (req.url === '/streamed') {
      // A rendered page: chunks, compressed by the layer after as before.
      res.write(html.slice(0, 1000));
      res.end(html.slice(1000));
      return;
    }
    res.setHeader('content-length', Buffer.byteLength(html));
    res.end(req.method === 'HEAD' ? null : html);
  });
  const { raw } = onLoopback(server);
  const get = (path: string, acceptEncoding?: string, method?: string) => raw(path, { acceptEncoding, method });

  it('answers each browser the text in the coding it accepts, the kept bytes again', async () => {
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(html);
    for (const [accept, coding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['deflate', 'deflate', inflateSync],
    ] as const) {
      for (let i = 0; i < 2; i += 1) {
        const answer = await get('/', accept);
        expect(answer.headers['content-encoding'], accept).toBe(coding);
        expect(answer.headers.vary).toBe('Accept-Encoding');
        expect(decode(answer.body).toString('utf8')).toBe(html);
        // Brotli and gzip are the kept bytes (Next's compression would gzip at level 6, anew).
        if (coding !== 'deflate') expect(answer.body.equals(bytesOf(html, coding)), accept).toBe(true);
      }
    }
    expect(outerEnds).toBe(2);
    const streamed = await get('/streamed', 'gzip');
    expect(streamed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(streamed.body).toString('utf8')).toBe(html);
    const head = await get('/', undefined, 'HEAD');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(html)));
    expect(head.body.length).toBe(0);
  });
});
