import { REVALIDATE_HEADER, signRevalidation } from '@vitrine/session/server';
import { describe, expect, it } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { keepMicrocachedPage, microcacheTicket, microcachedPages } from './page-microcache';
import { createRevalidateHandler } from './revalidate';

const SECRET = 'revalidate-handler-secret-0123456789abcdef';
const now = 1_800_000_000;

function handler() {
  const revalidated: string[] = [];
  const handle = createRevalidateHandler({ revalidate: (tag) => void revalidated.push(tag), now: () => now, gatewaySecret: () => SECRET });
  const post = (body: unknown, header?: string) =>
    handle(
      new Request('http://127.0.0.1:3000/api/revalidate', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(header ? { [REVALIDATE_HEADER]: header } : {}) },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  return { revalidated, post };
}

describe('the gateway’s word that cached pages went stale', () => {
  it('throws away what the shop cached under each product tag of a signed word', async () => {
    const { revalidated, post } = handler();
    const tags = ['product:100319', 'product:100017', 'product:100319'];
    const answer = await post({ tags }, signRevalidation(tags, SECRET, now));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(revalidated).toEqual(['product:100319', 'product:100017']);
  });
  it('forgets the pages the request stamp answers again for a second (its microcache) on a signed word only', async () => {
    const { post } = handler();
    const headers = new Map<string, string>([
      ['Cache-Control', 's-maxage=60'],
      ['Content-Type', 'text/html; charset=utf-8'],
    ]);
    const res = {
      statusCode: 200,
      hasHeader: (name: string) => [...headers.keys()].some((key) => key.toLowerCase() === name.toLowerCase()),
      getHeader: (name: string) => [...headers].find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1],
      getRawHeaderNames: () => [...headers.keys()],
    } as unknown as ServerResponse;
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('vitrine.next-adapter.page-microcache')];
    keepMicrocachedPage('/p/tisch-100319', { method: 'GET', headers: {} } as IncomingMessage, res, '<!DOCTYPE html><p>Tisch</p>', microcacheTicket());
    expect(microcachedPages()).toBe(1);
    const tags = ['product:100319'];
    expect((await post({ tags })).status).toBe(401);
    expect(microcachedPages()).toBe(1);
    expect((await post({ tags }, signRevalidation(tags, SECRET, now))).status).toBe(200);
    expect(microcachedPages()).toBe(0);
  });
  it('changes nothing for a word without the signature, signed for other tags or long ago, or with another secret', async () => {
    const { revalidated, post } = handler();
    const tags = ['product:100319'];
    expect((await post({ tags })).status).toBe(401);
    expect((await post({ tags }, signRevalidation(['product:100017'], SECRET, now))).status).toBe(401);
    expect((await post({ tags }, signRevalidation(tags, SECRET, now - 61))).status).toBe(401);
    expect((await post({ tags }, signRevalidation(tags, `${SECRET}x`, now))).status).toBe(401);
    expect(revalidated).toEqual([]);
  });
  it('takes product tags only, a hundred at most, in a JSON body', async () => {
    const { revalidated, post } = handler();
    const sign = (tags: string[]) => signRevalidation(tags, SECRET, now);
    for (const tags of [[], ['products'], ['layout'], ['product:../../x'], Array.from({ length: 101 }, (_, i) => `product:${100000 + i}`)]) {
      expect((await post({ tags }, sign(tags))).status).toBe(400);
    }
    expect((await post('not json', sign(['product:100319']))).status).toBe(400);
    expect((await post({ tags: 'product:100319' }, sign(['product:100319']))).status).toBe(400);
    expect((await post('x'.repeat(9000), sign([]))).status).toBe(413);
    expect(revalidated).toEqual([]);
  });
});
