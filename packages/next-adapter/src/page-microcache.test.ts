import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { keepAnswerBytes, MIN_KEPT_CHARS } from './answer-bytes';
import { answerFromMicrocache, forgetMicrocachedPages, keepMicrocachedPage, MICROCACHE_MS, microcacheTicket, microcachedPages, sharedLifetime } from './page-microcache';
import { onLoopback } from './test-server';

/**
 * A server as the request stamp makes it: a request is answered from the microcache if it can be,
 * else by the "framework" (which renders, counting its renders), whose text answer is kept.
 */
describe('a cached page answered again for a second without the framework', () => {
  let renders = 0;
  /** What the framework answers, by path (`?cookie` sets a cookie, `?private` is private, …). */
  const frameworkAnswer = (req: IncomingMessage, res: ServerResponse) => {
    renders += 1;
    const url = new URL(req.url!, 'http://shop.invalid');
    res.setHeader('Content-Security-Policy', "script-src 'nonce-c3RhYmxl'");
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Vary', url.searchParams.has('any') ? '*' : 'rsc, next-router-state-tree');
    res.setHeader('x-nextjs-cache', 'HIT');
    res.setHeader(
      'Cache-Control',
      url.searchParams.has('private')
        ? 'private, no-store'
        : url.searchParams.has('short')
          ? 's-maxage=0'
          : url.searchParams.has('revalidate')
            ? 's-maxage=15, no-cache'
            : 's-maxage=15, stale-while-revalidate=60',
    );
    if (url.searchParams.has('cookie')) res.setHeader('Set-Cookie', 'vt_visitor=new');
    if (url.searchParams.has('missing')) res.statusCode = 404;
    res.end(`<!DOCTYPE html><p>Seite ${renders}: ${'Eiche-Schreibtisch 1.299,00 € – „ausziehbar“ '.repeat(MIN_KEPT_CHARS / 40)}</p>`);
  };
  /** A word that pages went stale arrives while the framework answers (`?word`: between its cache read and its answer). */
  const server = createServer((req, res) => {
    if (answerFromMicrocache(req, res)) return;
    const asked = req.url!;
    const ticket = microcacheTicket();
    keepAnswerBytes(res, req, (text) => keepMicrocachedPage(asked, req, res, text, ticket));
    if (asked.endsWith('?word')) forgetMicrocachedPages();
    frameworkAnswer(req, res);
  });
  const loopback = onLoopback(server);
  beforeEach(() => {
    // A fresh store, outside the quiet second after a word (see the test of the word).
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('vitrine.next-adapter.page-microcache')];
    renders = 0;
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await fetch(`${loopback.url()}${path}`, { headers });
    return { answer, text: await answer.text() };
  };

  it('answers the same URL again with the same headers and bytes, in each browser’s coding, without rendering', async () => {
    const first = await get('/p/tisch-100316', { 'accept-encoding': 'identity' });
    expect(renders).toBe(1);
    expect(microcachedPages()).toBe(1);
    const again = await get('/p/tisch-100316', { 'accept-encoding': 'identity' });
    expect(renders).toBe(1);
    expect(again.text).toBe(first.text);
    for (const name of ['content-security-policy', 'content-type', 'cache-control', 'x-nextjs-cache', 'content-length'])
      expect(again.answer.headers.get(name), name).toBe(first.answer.headers.get(name));
    expect(again.answer.headers.get('vary')).toBe('rsc, next-router-state-tree, Accept-Encoding');
    // A browser asking for brotli: the same page, compressed.
    const raw = await loopback.raw('/p/tisch-100316', { acceptEncoding: 'br' });
    expect(raw.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(raw.body).toString('utf8')).toBe(first.text);
    expect(renders).toBe(1);
    // Another URL (another query) is another page.
    await get('/p/tisch-100316?farbe=eiche');
    expect(renders).toBe(2);
  });

  it('keeps an answer one second at most, and not after the word that pages went stale', async () => {
    await get('/p/tisch-100316');
    await get('/p/tisch-100316');
    expect(renders).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, MICROCACHE_MS + 50));
    const later = await get('/p/tisch-100316');
    expect(renders).toBe(2);
    expect(later.text).toContain('Seite 2');
    // The word: the kept page goes, and for a second nothing is kept (Next revalidates the tags after the word's answer).
    forgetMicrocachedPages();
    expect((await get('/p/tisch-100316')).text).toContain('Seite 3');
    expect((await get('/p/tisch-100316')).text).toContain('Seite 4');
    expect(microcachedPages()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, MICROCACHE_MS + 50));
    // An answer read before a word and written after it is not kept either.
    await get('/p/tisch-100316?word');
    await get('/p/tisch-100316?word');
    expect(renders).toBe(6);
    expect(microcachedPages()).toBe(0);
  });

  it('never keeps what a shared cache may not: private, no lifetime, no-cache, Vary: *, a cookie, another status, another method', async () => {
    for (const path of ['/p/a-1?private', '/p/a-1?short', '/p/a-1?revalidate', '/p/a-1?any', '/p/a-1?cookie', '/p/a-1?missing']) {
      await get(path);
      await get(path);
    }
    expect(renders).toBe(12);
    await fetch(`${loopback.url()}/p/a-1`, { method: 'HEAD' });
    await fetch(`${loopback.url()}/p/a-1`, { method: 'HEAD' });
    expect(renders).toBe(14);
    expect(microcachedPages()).toBe(0);
  });

  it('answers only a GET from a kept page: a HEAD or a form’s POST to its URL reaches the framework', async () => {
    await get('/p/tisch-100316');
    expect(microcachedPages()).toBe(1);
    await fetch(`${loopback.url()}/p/tisch-100316`, { method: 'HEAD' });
    await fetch(`${loopback.url()}/p/tisch-100316`, { method: 'POST', body: 'next-action' });
    expect(renders).toBe(3);
  });

  it('never answers a request that differs in a header the page varies by, nor a browser in draft mode', async () => {
    await get('/p/tisch-100316');
    await get('/p/tisch-100316', { rsc: '1' });
    expect(renders).toBe(2);
    // The answer to the rsc request replaced the document's; each asks the framework in turn.
    await get('/p/tisch-100316');
    expect(renders).toBe(3);
    await get('/p/tisch-100316', { cookie: 'vt_visitor=a.b; __prerender_bypass=draft' });
    expect(renders).toBe(4);
    // A draft's answer is never kept for others either.
    await get('/p/tisch-200000', { cookie: '__prerender_bypass=draft' });
    await get('/p/tisch-200000');
    expect(renders).toBe(6);
  });

  it('reads the lifetime a shared cache may keep an answer', () => {
    expect(sharedLifetime('s-maxage=15, stale-while-revalidate=31535985')).toBe(15_000);
    expect(sharedLifetime('public, max-age=60')).toBe(60_000);
    expect(sharedLifetime('max-age=60, s-maxage=5')).toBe(5_000);
    expect(sharedLifetime('private, no-cache, no-store, max-age=0, must-revalidate')).toBe(0);
    expect(sharedLifetime('s-maxage=15, no-store')).toBe(0);
    expect(sharedLifetime('')).toBe(0);
  });
});
