import fc from 'fast-check';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytesOf, keepAnswerBytes, keptAnswers, MIN_KEPT_CHARS } from './answer-bytes';

/** What `end()` was called with, past the wrapper. */
function recorder(): { res: ServerResponse; calls: unknown[][] } {
  const calls: unknown[][] = [];
  const res = { end: (...args: unknown[]) => calls.push(args) } as unknown as ServerResponse;
  keepAnswerBytes(res);
  return { res, calls };
}

const page = (size: number, filler: string) => `<!DOCTYPE html><p>${filler.repeat(Math.ceil(size / filler.length))}</p>`;

describe('a large text answer written as bytes encoded once', () => {
  it('writes the bytes Node would write for any text, the same bytes again for the same text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), fc.integer({ min: MIN_KEPT_CHARS, max: 3 * MIN_KEPT_CHARS }), (filler, size) => {
        const html = page(size, filler);
        const first = recorder();
        first.res.end(html);
        const [written] = first.calls[0]!;
        expect(Buffer.isBuffer(written)).toBe(true);
        expect((written as Buffer).equals(Buffer.from(html, 'utf8'))).toBe(true);
        // Another request with the same text (another string object): the kept bytes.
        const second = recorder();
        second.res.end(`${html}`);
        expect(second.calls[0]![0]).toBe(written);
      }),
      { numRuns: 60 },
    );
  });

  it('leaves short answers, other encodings, buffers and empty ends as they are', () => {
    const { res, calls } = recorder();
    const short = 'x'.repeat(MIN_KEPT_CHARS - 1);
    const latin = 'é'.repeat(MIN_KEPT_CHARS);
    const buffer = Buffer.alloc(MIN_KEPT_CHARS);
    const done = () => undefined;
    res.end(short);
    res.end(latin, 'latin1', done);
    res.end(buffer);
    res.end();
    expect(calls).toEqual([[short], [latin, 'latin1', done], [buffer], []]);
  });

  it('keeps the encoding and the callback of a UTF-8 end', () => {
    const { res, calls } = recorder();
    const html = page(MIN_KEPT_CHARS, '€ – „Tisch“ ');
    const done = () => undefined;
    res.end(html, 'utf8', done);
    expect(calls[0]).toEqual([bytesOf(html), done]);
  });

  it('keeps a bounded amount: old answers leave as new ones come', () => {
    for (let i = 0; i < 400; i += 1) bytesOf(page(64 * 1024, `Seite ${i} € `));
    const { count, size } = keptAnswers();
    expect(size).toBeLessThanOrEqual(48 * 1024 * 1024);
    expect(count).toBeLessThan(400);
  });
});

describe('through a server', () => {
  const html = page(4 * MIN_KEPT_CHARS, 'Eiche-Schreibtisch, 1.299,00 € – „ausziehbar“ ★★★★☆ ');
  const server = createServer((req, res) => {
    keepAnswerBytes(res);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('content-length', Buffer.byteLength(html));
    res.end(req.method === 'HEAD' ? null : html);
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers the same text, twice, and nothing to a HEAD', async () => {
    for (let i = 0; i < 2; i += 1) expect(await (await fetch(url)).text()).toBe(html);
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(html)));
    expect(await head.text()).toBe('');
  });
});
