import { fetchJson, type FetchJsonOptions, type Logger } from './fetch-json';

/** Seconds (spec §7). */
export const NAVIGATION_REVALIDATE = 900;
export const CONTENT_REVALIDATE = 15;
export const CONTENT_TIMEOUT_MS = 5000;

export type ContentKind = 'page' | 'menu' | 'snippet' | 'promotion' | 'survey' | 'seo' | 'draft' | 'layer';

export interface ContentClientOptions {
  /** Template of content files with `{folder}`, `{locale}` and `{id}` (and `{clientId}`), e.g. `https://bucket/{folder}{locale}/{id}.json`. */
  contentUrl: string;
  /** Template of a locale's page index with `{locale}` (and `{clientId}`). Without it, `index()` is not available. */
  indexUrl?: string;
  /** The shop's client id, filled into `{clientId}`. */
  clientId?: string;
  /** Template of the navigation and USP files with `{name}`, e.g. `https://bucket/static/{name}`. */
  staticUrl: string;
  /** Subfolder of menus, default `menus/` (others: none). */
  menuFolder?: string;
  ecToken?: string;
  fetch?: typeof fetch;
  logger?: Logger;
}

export interface StaticFileKey {
  clientId: string;
  device: 'web' | 'mobile';
  /** Two-letter language; `fr` adds the French suffix. */
  language: string;
  /** The sliced (lighter) variant. */
  sliced?: boolean;
}

/** `navigation-{clientId}-{device}[-fr][-sliced].json` (spec §7); the USP file is built the same way. */
export function staticFileName(kind: 'navigation' | 'usp', { clientId, device, language, sliced = false }: StaticFileKey): string {
  const safe = clientId.replace(/[^a-zA-Z0-9_-]/g, '');
  return `${kind}-${safe}-${device}${language === 'fr' ? '-fr' : ''}${sliced ? '-sliced' : ''}.json`;
}

function fill(template: string, values: Record<string, string | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Template value "${name}" is missing`);
    return value;
  });
}

/** A content id is the path with slashes as dashes (see @vitrine/i18n): letters, digits, dashes. */
const ID = /^[a-z0-9][a-z0-9_-]{0,199}$/i;

export function createContentClient({ contentUrl, indexUrl, clientId, staticUrl, menuFolder = 'menus/', ecToken, fetch, logger }: ContentClientOptions) {
  const base: FetchJsonOptions = { ...(ecToken ? { ecToken } : {}), ...(fetch ? { fetch } : {}), ...(logger ? { logger } : {}) };

  function contentUrlOf(kind: ContentKind, locale: string, id: string): string {
    if (!ID.test(id)) throw new Error(`Invalid content id "${id.slice(0, 40)}"`);
    if (!/^[a-z]{2}-[A-Z]{2}$/.test(locale)) throw new Error(`Invalid locale "${locale.slice(0, 10)}"`);
    const folder = kind === 'menu' ? menuFolder : kind === 'page' ? '' : kind === 'seo' ? 'seo/' : `${kind}s/`;
    return fill(contentUrl, { folder, locale, id: encodeURIComponent(id), clientId });
  }

  return {
    contentUrlOf,
    navigation: <T = unknown>(key: StaticFileKey) =>
      fetchJson<T>(fill(staticUrl, { name: staticFileName('navigation', key) }), {
        ...base,
        revalidate: NAVIGATION_REVALIDATE,
        tags: ['navigation'],
        timeoutMs: CONTENT_TIMEOUT_MS,
      }),
    usp: <T = unknown>(key: StaticFileKey) =>
      fetchJson<T>(fill(staticUrl, { name: staticFileName('usp', key) }), { ...base, revalidate: NAVIGATION_REVALIDATE, tags: ['usp'], timeoutMs: CONTENT_TIMEOUT_MS }),
    /** A file of the bucket. Drafts are never cached (`headers` carries the preview token). */
    content: <T = unknown>(kind: ContentKind, locale: string, id: string, headers?: Record<string, string>) =>
      fetchJson<T>(contentUrlOf(kind, locale, id), {
        ...base,
        ...(headers ? { headers } : {}),
        ...(kind === 'draft' ? { cache: 'no-store' as const } : { revalidate: CONTENT_REVALIDATE, tags: ['content', `content:${kind}:${locale}:${id}`] }),
        timeoutMs: CONTENT_TIMEOUT_MS,
      }),
    /** The index of a locale's published pages. */
    index: <T = unknown>(locale: string) => {
      if (!indexUrl) throw new Error('createContentClient: indexUrl is not set');
      return fetchJson<T>(fill(indexUrl, { locale, clientId }), {
        ...base,
        revalidate: CONTENT_REVALIDATE,
        tags: ['content', `content-index:${locale}`],
        timeoutMs: CONTENT_TIMEOUT_MS,
      });
    },
  };
}
