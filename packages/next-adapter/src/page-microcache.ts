import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { appendVary, bytesOf, codingFor } from './answer-bytes';
import { DRAFT_COOKIE } from './preview';

/**
 * How long a cached page's answer is answered again from the shop's request stamp without Next:
 * one second. Within it, fifty shoppers asking for the same page cost Next one answer; the page a
 * shopper sees is at most this much older than the one Next would have answered (Next itself serves
 * a page up to its revalidation time, and longer while it renders the next one).
 */
export const MICROCACHE_MS = 1000;

/** What the answers kept for the microcache may hold, their texts counted at two bytes a character. */
const MAX_KEPT_SIZE = 32 * 1024 * 1024;

/** The cookies of Next's draft mode (and the pages router's preview): a browser previewing drafts is never answered from here. */
const DRAFT = new RegExp(`(?:^|;)\\s*(?:${DRAFT_COOKIE}|__next_preview_data)\\s*=`);

interface KeptAnswer {
  text: string;
  /** The answer's headers, as it named them, without those of its coding (set again per request). */
  headers: [name: string, value: OutgoingHttpHeader][];
  /** The request's values of the headers the answer varies by (but Accept-Encoding: the bytes are kept per coding). */
  varies: [name: string, value: string | undefined][];
}

// One store per process, whichever bundle of the shop's server holds this module (the request stamp
// and the revalidation route are bundled apart).
const STATE = Symbol.for('vitrine.next-adapter.page-microcache');
interface State {
  store: LRUCache<string, KeptAnswer>;
  /** Counts the words that pages went stale: an answer to a request that came before the last one is not kept. */
  generation: number;
  /** Until when (ms since the epoch) nothing is kept after such a word. */
  quietUntil: number;
}
type Holder = { [STATE]?: State };
function state(): State {
  return ((globalThis as Holder)[STATE] ??= {
    store: new LRUCache<string, KeptAnswer>({
      max: 2000,
      maxSize: MAX_KEPT_SIZE,
      // The text (shared with Next's cache, counted anyway), the URL and the request values kept with it.
      sizeCalculation: (answer, url) => 2 * (answer.text.length + url.length + answer.varies.reduce((sum, [name, value]) => sum + name.length + (value?.length ?? 0), 0)) + 512,
      ttl: MICROCACHE_MS,
    }),
    generation: 0,
    quietUntil: 0,
  });
}
const store = () => state().store;

/**
 * What a request takes when it comes in ({@link keepMicrocachedPage} wants it back): an answer that
 * Next read from its cache before a word that pages went stale must not be kept after it.
 */
export function microcacheTicket(): number {
  return state().generation;
}

/**
 * Forgets every kept answer, and keeps none for {@link MICROCACHE_MS} nor any to a request that came
 * before: the gateway's word that pages went stale, heard on this instance (Next revalidates the
 * tags once the word's handler has answered; a page read from its cache in between is not kept).
 */
export function forgetMicrocachedPages(): void {
  const current = state();
  current.store.clear();
  current.generation += 1;
  current.quietUntil = Date.now() + MICROCACHE_MS;
}

/** How many answers are kept (for tests). */
export function microcachedPages(): number {
  return store().size;
}

/** How long a shared cache may keep an answer by its Cache-Control (ms), 0 when it may not. */
export function sharedLifetime(cacheControl: string): number {
  if (/(?:^|,)\s*(?:private|no-store|no-cache)\b/i.test(cacheControl)) return 0;
  const seconds = /(?:^|,)\s*s-maxage\s*=\s*"?(\d+)/i.exec(cacheControl) ?? /(?:^|,)\s*max-age\s*=\s*"?(\d+)/i.exec(cacheControl);
  return seconds ? Number(seconds[1]) * 1000 : 0;
}

function variesOf(vary: string): string[] | undefined {
  const names = vary
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.includes('*')) return undefined;
  return names.filter((name) => name !== 'accept-encoding');
}

const headerValue = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/**
 * Keeps a cached page's answer (its text, as `keepAnswerBytes` writes it) for {@link MICROCACHE_MS}
 * under the URL the shopper asked for, when a shared cache may keep it: a GET outside draft mode,
 * status 200, no Set-Cookie, a Cache-Control with `s-maxage` (or `max-age`) and without `private`,
 * `no-store`, `no-cache`, no `Vary: *`; and no word that pages went stale since the request came
 * (`ticket`, {@link microcacheTicket}) nor in the last second. Call before the answer's coding headers are set.
 */
export function keepMicrocachedPage(url: string, req: IncomingMessage, res: ServerResponse, text: string, ticket: number): void {
  const current = state();
  if (ticket !== current.generation || Date.now() < current.quietUntil) return;
  if (req.method !== 'GET' || res.statusCode !== 200 || res.hasHeader('Set-Cookie') || DRAFT.test(req.headers.cookie ?? '')) return;
  const lifetime = sharedLifetime(String(res.getHeader('Cache-Control') ?? ''));
  const varies = variesOf(String(res.getHeader('Vary') ?? ''));
  if (lifetime <= 0 || !varies) return;
  // The names as the answer spelt them (Node has `getRawHeaderNames` since 15.13; the shop's types predate it).
  const headers = (res as ServerResponse & { getRawHeaderNames(): string[] })
    .getRawHeaderNames()
    .filter((name) => !/^content-(length|encoding)$/i.test(name))
    .map((name): [string, OutgoingHttpHeader] => [name, res.getHeader(name)!]);
  store().set(url, { text, headers, varies: varies.map((name) => [name, headerValue(req, name)]) }, { ttl: Math.min(MICROCACHE_MS, lifetime) });
}

/**
 * Answers a request from the microcache when an answer to the same URL, with the same values of the
 * headers it varies by, was kept less than a second ago (GET only, never in draft mode, never to a
 * browser that accepts only deflate): the same headers and the kept bytes in the browser's coding.
 * Returns whether it answered. The caller decides which requests may ask (a returning shopper's
 * request for a cached screen's page: the same page for everyone).
 */
export function answerFromMicrocache(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' || !req.url) return false;
  const kept = store().get(req.url);
  if (!kept || DRAFT.test(req.headers.cookie ?? '')) return false;
  for (const [name, value] of kept.varies) if (headerValue(req, name) !== value) return false;
  const { coding, acceptsOther } = codingFor(req.headers['accept-encoding']);
  if (acceptsOther) return false;
  const bytes = bytesOf(kept.text, coding);
  res.statusCode = 200;
  for (const [name, value] of kept.headers) res.setHeader(name, value);
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  appendVary(res);
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
  return true;
}
