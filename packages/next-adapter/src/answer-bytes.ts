import type { ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';

/** Answers shorter than this are written as they come: their encoding costs little. */
export const MIN_KEPT_CHARS = 16 * 1024;

/** The encoded answers kept (UTF-8 bytes and the string itself, about three times the bytes). */
const MAX_KEPT_BYTES = 48 * 1024 * 1024;

const kept = new LRUCache<string, Buffer>({
  maxSize: MAX_KEPT_BYTES,
  // The key (the string, two bytes a character at most) is kept alive as long as its bytes.
  sizeCalculation: (bytes, text) => bytes.length + 2 * text.length,
});

/** The UTF-8 bytes of a large answer, encoded once for every answer with the same text. */
export function bytesOf(text: string): Buffer {
  let bytes = kept.get(text);
  if (!bytes) {
    bytes = Buffer.from(text, 'utf8');
    kept.set(text, bytes);
  }
  return bytes;
}

/** How many answers' bytes are kept, and their size with their texts (for tests and the bench). */
export function keptAnswers(): { count: number; size: number } {
  return { count: kept.size, size: kept.calculatedSize };
}

const UTF8 = new Set(['utf8', 'utf-8', 'UTF8', 'UTF-8']);

/**
 * Writes a large text answer given to `end()` as bytes kept from an earlier answer with the same
 * text. Next answers a page from its cache (an ISR or static page: the same for every shopper) with
 * `res.end(html)`, a string: Node encoded its UTF-8 anew for each request (a German page's `€`, `–`
 * and quotes make it a two-byte string, 85 KB of HTML cost about 150 µs per answer, a third of the
 * cached product page's time). The bytes are the same Node would write; a streamed answer (a
 * rendered page), a short one, one with another encoding, and a compressed one (the compression
 * layer takes the text before this sees it) are written as they were.
 */
export function keepAnswerBytes(res: ServerResponse): void {
  const end = res.end as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  res.end = function keptEnd(this: ServerResponse, ...args: unknown[]): ServerResponse {
    const [chunk, encoding] = args;
    if (typeof chunk === 'string' && chunk.length >= MIN_KEPT_CHARS && (typeof encoding !== 'string' || UTF8.has(encoding))) {
      return end.call(this, bytesOf(chunk), ...args.slice(typeof encoding === 'string' ? 2 : 1));
    }
    return end.apply(this, args);
  } as ServerResponse['end'];
}
