import { REVALIDATE_HEADER, REVALIDATE_MAX_TAGS, REVALIDATE_PATH, signRevalidation } from '@vitrine/session/server';

/** The shops of the embedded default (decisions: ports), where VITRINE_SHOP_ORIGINS does not say. */
export const DEFAULT_SHOP_ORIGINS: Readonly<Record<string, string>> = { base: 'http://127.0.0.1:3000', ch: 'http://127.0.0.1:3001', nl: 'http://127.0.0.1:3002' };

/** Where each shop answers (mail links, preview links): `VITRINE_SHOP_ORIGINS=base=http://127.0.0.1:3000,ch=…`. */
export function shopOrigins(value = process.env.VITRINE_SHOP_ORIGINS ?? ''): Record<string, string> {
  const out: Record<string, string> = { ...DEFAULT_SHOP_ORIGINS };
  for (const pair of value.split(',')) {
    const [key, origin] = pair.split('=');
    if (key && origin && /^https?:\/\/[^/]+$/.test(origin)) out[key] = origin;
  }
  return out;
}

/** Tells the shops that what they cached under these tags went stale: true when every shop took the word. Never throws. */
export type ShopNotifier = (tags: readonly string[]) => Promise<boolean>;

/**
 * The shops' `POST /api/revalidate` (next-adapter's handler), at every shop origin (one catalog and
 * one stock serve all shops), signed with the secret the shops hold. A shop that does not answer
 * keeps its page until its own revalidation time: the word is a shortcut, never the only way.
 */
export function httpShopNotifier({
  origins,
  secret,
  now,
  log = () => undefined,
  timeoutMs = 3000,
}: {
  origins: Readonly<Record<string, string>>;
  secret: string;
  /** Seconds since the epoch (the gateway's clock). */
  now: () => number;
  log?: (line: string) => void;
  timeoutMs?: number;
}): ShopNotifier {
  return async (tags) => {
    const unique = [...new Set(tags)];
    const words: string[][] = [];
    for (let i = 0; i < unique.length; i += REVALIDATE_MAX_TAGS) words.push(unique.slice(i, i + REVALIDATE_MAX_TAGS));
    const targets = [...new Set(Object.values(origins))];
    const taken = await Promise.all(
      words.flatMap((word) =>
        targets.map(async (origin) => {
          try {
            const res = await fetch(`${origin}${REVALIDATE_PATH}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', [REVALIDATE_HEADER]: signRevalidation(word, secret, now()) },
              body: JSON.stringify({ tags: word }),
              signal: AbortSignal.timeout(timeoutMs),
            });
            await res.body?.cancel();
            if (!res.ok) log(`stale pages: ${origin} answered ${res.status}`);
            return res.ok;
          } catch (error) {
            log(`stale pages: ${origin} not reached (${error instanceof Error ? error.message : String(error)})`);
            return false;
          }
        }),
      ),
    );
    return taken.every(Boolean);
  };
}
