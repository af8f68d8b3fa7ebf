import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

/** Answers shorter than this are written as they come: their encoding costs little. */
export const MIN_KEPT_CHARS = 16 * 1024;

/** How an answer's bytes are kept: as UTF-8, and compressed for browsers that accept it. */
export type Coding = 'identity' | 'br' | 'gzip';

/** What each coding's store may hold, the texts counted (two bytes a character at most). */
const MAX_KEPT_BYTES = 32 * 1024 * 1024;

const stores = new Map<Coding, LRUCache<string, Buffer>>(
  (['identity', 'br', 'gzip'] as const).map((coding) => [
    coding,
    new LRUCache<string, Buffer>({ maxSize: MAX_KEPT_BYTES, sizeCalculation: (bytes, text) => bytes.length + 2 * text.length }),
  ]),
);

function encode(text: string, coding: Coding): Buffer {
  if (coding === 'identity') return Buffer.from(text, 'utf8');
  const bytes = bytesOf(text);
  // Once per text, on the main thread (about 5 ms for brotli's quality 6: 18.6 KB of an 85 KB
  // product page; gzip's best in 2 ms): far less than rendering the page that made the text.
  return coding === 'br'
    ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    : gzipSync(bytes, { level: 9 });
}

/** The bytes of a large answer in a coding, made once for every answer with the same text. */
export function bytesOf(text: string, coding: Coding = 'identity'): Buffer {
  const store = stores.get(coding)!;
  let bytes = store.get(text);
  if (!bytes) {
    bytes = encode(text, coding);
    store.set(text, bytes);
  }
  return bytes;
}

/** How many answers' bytes are kept, and their size with their texts (for tests and the bench). */
export function keptAnswers(coding: Coding = 'identity'): { count: number; size: number } {
  const store = stores.get(coding)!;
  return { count: store.size, size: store.calculatedSize };
}

/** The coding of an answer to a request (`identity` when it accepts neither brotli nor gzip), and whether it accepts any other. */
export function codingFor(acceptEncoding: string | undefined): { coding: Coding; acceptsOther: boolean } {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
  // Brotli first where the browser rates both the same (its types predate the options argument).
  const encodings = negotiator.encodings as (available: string[], options: { preferred: string[] }) => string[];
  const [best] = encodings.call(negotiator, ['br', 'gzip', 'identity'], { preferred: ['br', 'gzip', 'identity'] });
  const coding = best === 'br' || best === 'gzip' ? best : 'identity';
  return { coding, acceptsOther: coding === 'identity' && negotiator.encodings(['deflate'])[0] === 'deflate' };
}

const UTF8 = new Set(['utf8', 'utf-8', 'UTF8', 'UTF-8']);
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|[^;]*\+(json|xml))/i;

/** Adds Accept-Encoding to the answer's Vary (unless it is there, or `*`). */
export function appendVary(res: ServerResponse): void {
  const vary = String(res.getHeader('Vary') ?? '');
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Writes a large text answer given to `end()` (Next answers a page from its cache with `res.end(html)`,
 * the same text for every shopper) as bytes kept from an earlier answer with the same text: UTF-8,
 * or compressed with brotli or gzip once, as the browser accepts. Node encoded the text anew for
 * each request (a German page's `€`, `–` and quotes make it a two-byte string: 85 KB cost about
 * 150 µs), and Next's compression gzipped it anew for each browser (about 1.5 ms per answer).
 * It compresses whether or not Next's `compress` is on.
 *
 * It stays the answer's outermost `end()` (the layers that replace it later, Next's compression and
 * any other, become the chain it hands everything else to): a streamed answer (a rendered page), a short one,
 * one with another encoding, status, type, `Content-Encoding` or `no-transform`, and one to a
 * browser that accepts only deflate are written by those layers as before. `kept` hears each text
 * it writes itself, before the coding's headers are set (the microcache keeps it).
 */
export function keepAnswerBytes(res: ServerResponse, req?: IncomingMessage, kept?: (text: string) => void, rewrite?: RewriteOf): void {
  const own = res.end as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  const rewriting = rewrite ? rewriteWrites(res, rewrite) : undefined;
  // The layers that replaced `end()` after this one, in order (Next's compression; maybe more).
  // Each kept the `end()` it found, always this one, as its way out: once this has handed an
  // answer to the last of them, each call back here goes one layer down, the first one's to Node.
  const layers: (typeof own)[] = [];
  let below = -1;
  let handed = false;
  const handOn = function (this: ServerResponse, args: unknown[]): ServerResponse {
    return (below >= 0 ? layers[below]! : own).apply(this, args);
  };
  const keptEnd = function keptEnd(this: ServerResponse, ...given: unknown[]): ServerResponse {
    let args = given;
    if (handed) {
      below -= 1;
      return handOn.call(this, args);
    }
    let [chunk, encoding] = args;
    const done = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (rewriting) {
      // The answer's last part, and what its rewrite held back (a whole page given to end() at once
      // is rewritten once per text).
      const whole = !rewriting.started() && typeof chunk === 'string' && (typeof encoding !== 'string' || UTF8.has(encoding));
      const text = whole ? rewriting.whole(chunk as string) : rewriting.last(chunk, typeof encoding === 'string' ? encoding : undefined);
      if (text !== undefined) {
        chunk = text;
        encoding = 'utf8';
        args = done ? [chunk, encoding, done] : [chunk, encoding];
      }
    }
    if (
      typeof chunk === 'string' &&
      chunk.length >= MIN_KEPT_CHARS &&
      (typeof encoding !== 'string' || UTF8.has(encoding)) &&
      this.statusCode === 200 &&
      !this.headersSent &&
      !this.getHeader('Content-Encoding') &&
      COMPRESSIBLE.test(String(this.getHeader('Content-Type') ?? '')) &&
      !/no-transform/i.test(String(this.getHeader('Cache-Control') ?? ''))
    ) {
      const { coding, acceptsOther } = codingFor(req?.headers['accept-encoding']);
      // A browser that accepts only deflate: the compression layer answers it.
      if (!acceptsOther) {
        try {
          kept?.(chunk);
        } catch (error) {
          // The answer goes out whatever its listener does.
          console.error('[shop] kept answer:', error);
        }
        const bytes = bytesOf(chunk, coding);
        if (coding !== 'identity') this.setHeader('Content-Encoding', coding);
        appendVary(this);
        this.setHeader('Content-Length', bytes.length);
        return own.call(this, bytes, done);
      }
    }
    handed = true;
    below = layers.length - 1;
    return handOn.call(this, args);
  } as ServerResponse['end'];
  Object.defineProperty(res, 'end', {
    configurable: true,
    enumerable: true,
    get: () => keptEnd,
    set: (replacement: typeof own) => {
      layers.push(replacement);
    },
  });
}

/** A rewrite of an answer's text as it is written: each part in, what may go out now; at the end, the rest. */
export interface AnswerRewrite {
  write(part: string): string;
  end(): string;
  /** The rewrite of a whole answer given at once (may be kept per text). */
  whole?(text: string): string;
}

/**
 * Which rewrite an answer gets, asked when it begins to be written (its headers set): none for
 * `undefined`. `encodedBelow`: a layer after the rewrite replaced `write()` (Next's compression), so
 * a `Content-Encoding` may be that layer's, which codes the rewritten text.
 */
export type RewriteOf = (res: ServerResponse, encodedBelow: boolean) => AnswerRewrite | undefined;

type Write = (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;

/**
 * Makes the answer's outermost `write()` one that rewrites the text the answer's maker writes,
 * before the layers that replace `write()` later (Next's compression) see it: a layer's own write
 * (the one it kept when it replaced it, compressed bytes) goes down unchanged. The rewrite is asked
 * for at the first part written; `end()` (see keepAnswerBytes) gives it the last part.
 */
function rewriteWrites(res: ServerResponse, rewriteOf: RewriteOf) {
  const layers: Write[] = [res.write as Write];
  let decided = false;
  let rewrite: AnswerRewrite | undefined;
  /** The answer's `Content-Length` was set when the rewrite began (it changes the length). */
  let hadLength = false;
  // A byte-order mark is text like any other here: kept.
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const current = (): AnswerRewrite | undefined => {
    if (!decided) {
      decided = true;
      // Headers sent with a length (not chunked): the text cannot change length any more.
      rewrite = res.headersSent && !(res as ServerResponse & { chunkedEncoding?: boolean }).chunkedEncoding ? undefined : rewriteOf(res, layers.length > 1);
      if (rewrite && !res.headersSent && res.getHeader('Content-Length') !== undefined) {
        hadLength = true;
        res.removeHeader('Content-Length');
      }
    }
    return rewrite;
  };
  /** A whole answer given to end(): its length as rewritten, if it had one. */
  const lengthOf = (text: string): string => {
    if (hadLength && !res.headersSent) res.setHeader('Content-Length', Buffer.byteLength(text));
    return text;
  };
  const textOf = (chunk: unknown, encoding: string | undefined): string | undefined => {
    if (typeof chunk === 'string') return encoding && !UTF8.has(encoding) ? Buffer.from(chunk, encoding as BufferEncoding).toString('utf8') : chunk;
    if (chunk instanceof Uint8Array) return decoder.decode(chunk, { stream: true });
    return undefined;
  };
  const bound = (layer: Write): Write =>
    function (this: ServerResponse, chunk, encoding, callback) {
      // A layer below writing its own (compressed) bytes, or an answer without a rewrite.
      if (layer !== layers[layers.length - 1] || chunk === undefined || chunk === null) return layer.call(this, chunk, encoding, callback);
      const rewrite = current();
      const text = rewrite && textOf(chunk, typeof encoding === 'string' ? encoding : undefined);
      if (!rewrite || text === undefined) return layer.call(this, chunk, encoding, callback);
      const done = typeof encoding === 'function' ? encoding : callback;
      return layer.call(this, Buffer.from(rewrite.write(text), 'utf8'), undefined, done);
    };
  Object.defineProperty(res, 'write', {
    configurable: true,
    enumerable: true,
    get: () => bound(layers[layers.length - 1]!),
    set: (replacement: Write) => {
      layers.push(replacement);
    },
  });
  return {
    /** Whether a part was written already (through the rewrite or not). */
    started: () => decided,
    /** A whole answer's rewritten text, or `undefined` if it gets no rewrite. */
    whole(text: string): string | undefined {
      const rewrite = current();
      if (!rewrite) return undefined;
      return lengthOf(rewrite.whole ? rewrite.whole(text) : rewrite.write(text) + rewrite.end());
    },
    /** The last part's rewritten text with what was held back, or `undefined` if the answer gets no rewrite. */
    last(chunk: unknown, encoding: string | undefined): string | undefined {
      const first = !decided;
      const rewrite = current();
      if (!rewrite) return undefined;
      const text = chunk === undefined || chunk === null || typeof chunk === 'function' ? '' : textOf(chunk, encoding);
      if (text === undefined) return undefined;
      const rewritten = rewrite.write(text + decoder.decode()) + rewrite.end();
      return first ? lengthOf(rewritten) : rewritten;
    },
  };
}
