import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseSearchParams, type SearchAnswer } from '@vitrine/search-api';
import { BodyTooLarge, hasNul, readBody } from '../../http/body';
import type { GatewayContext } from '../../http/context';
import { customerOwner } from '../../http/input';
import { type Route, sendJson as send } from '../../http/router';
import { PRODUCT_LOCALES, type Locale } from '../catalog/localize';
import { withTeaser } from '../catalog/teaser';
import { bucketOf } from '../content/service';
import { countSearch } from './analytics';
import { addToHistory, clearHistory, deleteFromHistory, joinHistory, listHistory, ownerOf } from './history';
import { queryWords, search, SearchInputError, type SearchOptions, suggest, type SearchRequest } from './service';

const MAX_BODY = 16 * 1024;

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let body: Buffer;
  try {
    body = await readBody(req, MAX_BODY);
  } catch (error) {
    if (error instanceof BodyTooLarge) throw new SearchInputError('body-too-large', `The request body may have at most ${MAX_BODY} bytes`);
    throw error;
  }
  if (!body.length) return {};
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    if (typeof value !== 'object' || value === null || Array.isArray(value) || hasNul(value)) throw new Error();
    return value as Record<string, unknown>;
  } catch {
    throw new SearchInputError('bad-json', 'The request body must be a JSON object (without NUL characters)');
  }
}

/** The synonym groups of a language in the tenant's content bucket (read when the file changed). */
function synonymsOf(tenant: GatewayContext['tenant'], language: string): readonly (readonly string[])[] {
  try {
    return bucketOf(tenant).synonyms(language);
  } catch (error) {
    // An editor's broken file never breaks the search: it searches without synonyms and says why in the log.
    console.error(`[search] ${tenant.key}: the synonyms are not used: ${(error as Error).message}`);
    return [];
  }
}

/** What a search of the tenant applies: its synonyms, and in a bilingual shop the other language to look in. */
function searchOptions(tenant: GatewayContext['tenant'], locale: string): SearchOptions {
  const language = locale.slice(0, 2);
  const other = tenant.i18n.languages.length === 2 ? tenant.i18n.languages.find((l) => l !== language) : undefined;
  return { synonyms: synonymsOf(tenant, language), ...(other ? { otherLanguage: { language: other, synonyms: synonymsOf(tenant, other) } } : {}) };
}

function localeParam(params: URLSearchParams): Locale {
  const locale = params.get('locale') ?? '';
  if (!(PRODUCT_LOCALES as readonly string[]).includes(locale)) throw new SearchInputError('bad-locale', `locale must be one of ${PRODUCT_LOCALES.join(', ')}`);
  return locale as Locale;
}

/** The search request of the query string, read by the API contract's one parser (@vitrine/search-api). */
function searchRequest(params: URLSearchParams): SearchRequest {
  const parsed = parseSearchParams(params);
  if (!parsed.ok) throw new SearchInputError(parsed.code, parsed.message);
  return parsed.request;
}

/** What a search endpoint gets: the request's context, the request, the answer, its query string. */
interface SearchCall {
  context: GatewayContext;
  req: IncomingMessage;
  res: ServerResponse;
  params: URLSearchParams;
}

/** A logged-in customer (verified session token) has one history on every device; a guest has the visitor's. */
const customerOf = ({ customer }: GatewayContext) => (customer ? customerOwner(customer.sub) : undefined);
const historyOwner = (context: GatewayContext) => customerOf(context) ?? ownerOf(context.visitor);

/** The query parameters the search endpoints read (@vitrine/search-api's parser). */
const SEARCH_PARAMS = ['q', 'locale', 'currency', 'sort', 'brand', 'category', 'minPrice', 'maxPrice', 'available', 'exact', 'offset', 'limit'] as const;

/**
 * The REST search API under /api/search/ (spec §7): searchv2, filter, seo, suggest and the search
 * history, by `METHOD path`. The route's fuzz requests are made from this table, so a new endpoint
 * is fuzzed as soon as it is here.
 */
const SEARCH_ENDPOINTS: Record<string, { params?: readonly string[]; body?: readonly string[]; run(call: SearchCall): Promise<void> }> = {
  'GET /api/search/searchv2': {
    params: SEARCH_PARAMS,
    async run({ context: { db, tenant, clock }, res, params }) {
      const request = searchRequest(params);
      const result = await search(db, request, searchOptions(tenant, request.locale));
      if (request.offset === 0 && result.interpretation.kind === 'words') {
        // What the term found as typed, in its language: a corrected or other-language answer still counts as none.
        const found = result.correction?.applied || result.language ? 0 : result.total;
        countSearch(db, { tenant: tenant.key, locale: request.locale, words: queryWords(request.query), total: found, at: clock.now() });
      }
      const answer: SearchAnswer = { ...result, products: result.products.map((p) => ({ ...p, price: withTeaser(p.price, tenant) })) };
      send(res, 200, answer, 'public, max-age=30');
    },
  },
  'GET /api/search/filter': {
    params: SEARCH_PARAMS,
    async run({ context: { db, tenant }, res, params }) {
      const request = searchRequest(params);
      const result = await search(db, { ...request, limit: 1, offset: 0 }, searchOptions(tenant, request.locale));
      send(res, 200, { query: result.query, total: result.total, facets: result.facets }, 'public, max-age=30');
    },
  },
  'GET /api/search/seo': {
    params: SEARCH_PARAMS,
    async run({ context: { db, tenant }, res, params }) {
      const request = searchRequest(params);
      const result = await search(db, { ...request, limit: 1, offset: 0 }, searchOptions(tenant, request.locale));
      const term = result.query.trim();
      send(res, 200, { query: term, total: result.total, title: term, noindex: result.total === 0, canonicalTerm: term.toLowerCase().replace(/\s+/g, ' ') }, 'public, max-age=300');
    },
  },
  'GET /api/search/suggest': {
    params: ['q', 'locale'],
    async run({ context: { db, tenant }, res, params }) {
      const locale = localeParam(params);
      const suggestions = await suggest(db, { query: params.get('q') ?? '', locale, synonyms: synonymsOf(tenant, locale.slice(0, 2)) });
      send(res, 200, { query: params.get('q') ?? '', suggestions }, 'public, max-age=60');
    },
  },
  'GET /api/search/searchhistory': {
    async run({ context, res }) {
      send(res, 200, { terms: await listHistory(context.db, historyOwner(context), 10) });
    },
  },
  'GET /api/search/searchhistory/v1/all': {
    async run({ context, res }) {
      send(res, 200, { terms: await listHistory(context.db, historyOwner(context), 100) });
    },
  },
  'POST /api/search/searchhistory/v1': {
    body: ['term'],
    async run({ context, req, res }) {
      const owner = historyOwner(context);
      await addToHistory(context.db, owner, (await readJson(req)).term, context.clock.now());
      send(res, 200, { terms: await listHistory(context.db, owner) });
    },
  },
  'POST /api/search/searchhistory/v1/delete': {
    body: ['term'],
    async run({ context, req, res }) {
      const owner = historyOwner(context);
      const deleted = await deleteFromHistory(context.db, owner, (await readJson(req)).term);
      send(res, deleted ? 200 : 404, { deleted, terms: await listHistory(context.db, owner) });
    },
  },
  'POST /api/search/searchhistory/v1/deleteall': {
    async run({ context, res }) {
      send(res, 200, { deleted: await clearHistory(context.db, historyOwner(context)), terms: [] });
    },
  },
  'POST /api/search/searchhistory/v1/join-with-fi': {
    async run({ context, res }) {
      const customer = customerOf(context);
      if (!customer) {
        send(res, 401, { error: { code: 'not-logged-in', message: 'Joining the history needs a logged-in customer session (Authorization: Bearer)' } });
        return;
      }
      send(res, 200, { terms: await joinHistory(context.db, ownerOf(context.visitor), customer) });
    },
  },
};

async function handleSearch(context: GatewayContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const path = url.pathname.replace(/\/+$/, '');
  const method = req.method ?? 'GET';
  const endpoint = Object.hasOwn(SEARCH_ENDPOINTS, `${method} ${path}`) ? SEARCH_ENDPOINTS[`${method} ${path}`] : undefined;
  if (!endpoint) return send(res, 404, { error: { code: 'not-found', message: `No search endpoint ${method} ${path}` } });
  try {
    await endpoint.run({ context, req, res, params: url.searchParams });
  } catch (error) {
    if (error instanceof SearchInputError) send(res, 400, { error: { code: error.code, message: error.message } });
    else throw error;
  }
}

/** The REST search API under /api/search/ (spec §7). */
export const searchRoutes: Route[] = [
  {
    path: /^\/api\/search(\/|$)/,
    // Every write (history) and every search counts; reading the history does not.
    limit: (method, url) => (method !== 'GET' ? 'write' : /\/searchhistory/.test(url.pathname) ? undefined : 'search'),
    fuzz: {
      requests: Object.entries(SEARCH_ENDPOINTS).map(([key, { params, body }]) => {
        const [method, path] = key.split(' ') as ['GET' | 'POST', string];
        return { method, path, ...(params ? { params } : {}), ...(body ? { body } : {}) };
      }),
    },
    handle: (context, req, res, _match, url) => handleSearch(context, req, res, url),
  },
];
