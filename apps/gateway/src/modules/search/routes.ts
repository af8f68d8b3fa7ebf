import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseSearchParams, type SearchAnswer } from '@vitrine/search-api';
import { BodyTooLarge, readBody } from '../../http/body';
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
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error();
    return value as Record<string, unknown>;
  } catch {
    throw new SearchInputError('bad-json', 'The request body must be a JSON object');
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

/**
 * The REST search API under /api/search/ (spec §7): searchv2, filter, seo, suggest and the search
 * history.
 */
async function handleSearch({ db, tenant, visitor, customer: session, clock }: GatewayContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const path = url.pathname.replace(/\/+$/, '');
  try {
    const params = url.searchParams;
    const method = req.method ?? 'GET';
    // A logged-in customer (verified session token) has one history on every device; a guest has the visitor's.
    const customer = session ? customerOwner(session.sub) : undefined;
    const historyOwner = () => customer ?? ownerOf(visitor);
    switch (`${method} ${path}`) {
      case 'GET /api/search/searchv2':
        {
          const request = searchRequest(params);
          const result = await search(db, request, searchOptions(tenant, request.locale));
          if (request.offset === 0 && result.interpretation.kind === 'words') {
            // What the term found as typed, in its language: a corrected or other-language answer still counts as none.
            const found = result.correction?.applied || result.language ? 0 : result.total;
            await countSearch(db, { tenant: tenant.key, locale: request.locale, words: queryWords(request.query), total: found, at: clock.now() });
          }
          const answer: SearchAnswer = { ...result, products: result.products.map((p) => ({ ...p, price: withTeaser(p.price, tenant) })) };
          send(res, 200, answer, 'public, max-age=30');
        }
        return;
      case 'GET /api/search/filter': {
        const request = searchRequest(params);
        const result = await search(db, { ...request, limit: 1, offset: 0 }, searchOptions(tenant, request.locale));
        send(res, 200, { query: result.query, total: result.total, facets: result.facets }, 'public, max-age=30');
        return;
      }
      case 'GET /api/search/seo': {
        const request = searchRequest(params);
        const result = await search(db, { ...request, limit: 1, offset: 0 }, searchOptions(tenant, request.locale));
        const term = result.query.trim();
        send(
          res,
          200,
          { query: term, total: result.total, title: term, noindex: result.total === 0, canonicalTerm: term.toLowerCase().replace(/\s+/g, ' ') },
          'public, max-age=300',
        );
        return;
      }
      case 'GET /api/search/suggest':
        {
          const locale = localeParam(params);
          const suggestions = await suggest(db, { query: params.get('q') ?? '', locale, synonyms: synonymsOf(tenant, locale.slice(0, 2)) });
          send(res, 200, { query: params.get('q') ?? '', suggestions }, 'public, max-age=60');
        }
        return;
      case 'GET /api/search/searchhistory':
      case 'GET /api/search/searchhistory/v1/all': {
        const owner = historyOwner();
        send(res, 200, { terms: await listHistory(db, owner, path.endsWith('/all') ? 100 : 10) });
        return;
      }
      case 'POST /api/search/searchhistory/v1': {
        const owner = historyOwner();
        await addToHistory(db, owner, (await readJson(req)).term, clock.now());
        send(res, 200, { terms: await listHistory(db, owner) });
        return;
      }
      case 'POST /api/search/searchhistory/v1/delete': {
        const owner = historyOwner();
        const deleted = await deleteFromHistory(db, owner, (await readJson(req)).term);
        send(res, deleted ? 200 : 404, { deleted, terms: await listHistory(db, owner) });
        return;
      }
      case 'POST /api/search/searchhistory/v1/deleteall': {
        const owner = historyOwner();
        send(res, 200, { deleted: await clearHistory(db, owner), terms: [] });
        return;
      }
      case 'POST /api/search/searchhistory/v1/join-with-fi': {
        if (!customer) {
          send(res, 401, { error: { code: 'not-logged-in', message: 'Joining the history needs a logged-in customer session (Authorization: Bearer)' } });
          return;
        }
        const guest = ownerOf(visitor);
        send(res, 200, { terms: await joinHistory(db, guest, customer) });
        return;
      }
      default:
        send(res, 404, { error: { code: 'not-found', message: `No search endpoint ${method} ${path}` } });
        return;
    }
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
    handle: (context, req, res, _match, url) => handleSearch(context, req, res, url),
  },
];
