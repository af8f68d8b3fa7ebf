import { MAX_QUERY_LENGTH, type SearchErrorCode, type SearchRequest } from '@vitrine/search-api';
import { parseBraSizeTerm } from '@vitrine/sizing';
import type { Database } from '../../db/database';
import { TEXT_SEARCH_CONFIG } from '../../http/input';
import { type ProductModel, productsBySkus } from '../catalog/repository';
import { type Locale, type LocalizedText, localize } from '../catalog/localize';
import { expandWords, synonymCompletions } from './synonyms';

/** A refusal of the search API: HTTP 400 with a code and a readable message. */
export class SearchInputError extends Error {
  constructor(
    readonly code: SearchErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** `b75` or `75b` (the bra-size finder's links), read by the rule that writes them. */
export const braSize = parseBraSizeTerm;

/** A search as the API contract (@vitrine/search-api) reads it from the query string: already checked. */
export type { SearchRequest } from '@vitrine/search-api';

export interface Facets {
  categories: { key: string; name: string; count: number }[];
  brands: { name: string; count: number }[];
  price: { min: number; max: number } | null;
}

export interface SearchResult {
  query: string;
  /** What was searched for: a bra size (`b75` → band 75, cup B) or words. */
  interpretation: { kind: 'words'; words: string[] } | { kind: 'bra-size'; band: string; cup: string } | { kind: 'category'; category: string };
  total: number;
  offset: number;
  /** Offset of the next page, or null at the end (load more). */
  nextOffset: number | null;
  products: ProductModel[];
  facets: Facets;
  /** The corrected term: its results (`applied`), or offered ("did you mean"). */
  correction?: { term: string; applied: boolean; total: number };
  /** The language whose texts answered, when not the locale's (a bilingual shop's other language). */
  language?: string;
}

/** Words of a query, lower case, letters and digits only (nothing else reaches to_tsquery). */
export function queryWords(query: string): string[] {
  return query
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
}

/**
 * Prefix search on every word (`Kühlschr` finds Kühlschränke); a word with synonyms finds any of
 * them, each by prefix too (German plurals and endings: `sofa` finds Sofas). The editors leave out a
 * synonym that begins another product's word (`couch` would find every Couchtisch).
 */
function tsQuery(words: readonly (readonly string[])[]): string {
  return words.map((alternatives) => (alternatives.length === 1 ? `${alternatives[0]}:*` : `(${alternatives.map((a) => `${a}:*`).join(' | ')})`)).join(' & ');
}

type Groups = readonly (readonly string[])[];

/** What a search applies beside the request. */
export interface SearchOptions {
  /** The language's synonym groups (the content bucket's, read at query time). */
  synonyms?: Groups;
  /** A bilingual shop's other language (shop-ch: de for fr, fr for de) and its synonyms: where a term found nothing looks next. */
  otherLanguage?: { language: string; synonyms: Groups };
}

/** A term with fewer results than this looks for a spelling that finds more. */
const FEW_RESULTS = 3;
/** A word is corrected to a suggestion at least this similar (pg_trgm trigrams: `sofq` → `sofa` is 0.43). */
const MIN_SIMILARITY = 0.4;

/**
 * Search: the words of the term (with the editors' synonyms) in the locale's texts. A term that
 * finds nothing answers a clear misspelling's correction directly (`correction.applied`); one that
 * finds only a few offers a spelling that finds far more ("did you mean"); and in a bilingual shop a
 * term that still finds nothing looks in the other language's texts (`language`). `exact` searches
 * the term as typed.
 */
export async function search(db: Database, req: SearchRequest, { synonyms = [], otherLanguage }: SearchOptions = {}): Promise<SearchResult> {
  const language = req.locale.slice(0, 2);
  const words = queryWords(req.query);
  const first = await searchIn(db, req, language, words, synonyms);
  if (first.interpretation.kind !== 'words' || first.total >= FEW_RESULTS) return first;
  if (!req.exact) {
    const corrected = await correctedWords(db, language, words);
    if (corrected) {
      const better = await searchIn(db, req, language, corrected, synonyms);
      const term = corrected.join(' ');
      if (first.total === 0 && better.total > 0) return { ...better, query: req.query, correction: { term, applied: true, total: better.total } };
      if (better.total >= Math.max(10, 10 * first.total)) return { ...first, correction: { term, applied: false, total: better.total } };
    }
  }
  if (first.total === 0 && otherLanguage) {
    const other = await searchIn(db, req, otherLanguage.language, words, otherLanguage.synonyms);
    if (other.total > 0) return { ...other, language: otherLanguage.language };
  }
  return first;
}

/**
 * The words with each misspelt one replaced by the most similar word of the suggestion index (a
 * word the index has, a short one or a number stays); null when nothing changes.
 */
async function correctedWords(db: Database, language: string, words: readonly string[]): Promise<string[] | null> {
  let changed = false;
  const out: string[] = [];
  for (const word of words) {
    if (word.length < 4 || /^\d+$/.test(word)) {
      out.push(word);
      continue;
    }
    const [best] = await db.query<{ phrase: string; similarity: number }>(
      `select phrase, similarity(phrase, $2) as similarity from search_suggestions where language = $1 and phrase % $2
       order by (phrase = $2) desc, similarity(phrase, $2) desc, weight desc limit 1`,
      [language, word],
    );
    if (best && best.phrase !== word && best.similarity >= MIN_SIMILARITY && /^[\p{L}\p{N}]+$/u.test(best.phrase)) {
      out.push(best.phrase);
      changed = true;
    } else out.push(word);
  }
  return changed ? out : null;
}

/** One search of `words` in one language's texts. */
async function searchIn(db: Database, req: SearchRequest, language: string, words: readonly string[], synonyms: Groups): Promise<SearchResult> {
  // The request's shape and limits were checked by the contract's parser (parseSearchParams).
  const { limit, offset } = req;
  if (!TEXT_SEARCH_CONFIG[language]) throw new SearchInputError('bad-locale', 'Unknown locale');
  const bra = braSize(req.query);
  const listing = !bra && words.length === 0 && req.query.trim() === '' && req.category !== undefined;
  if (!bra && words.length === 0 && !listing) throw new SearchInputError('query-empty', 'A search term is needed (or a category to list)');

  const params: unknown[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // Language, text-search configuration and price column are literals (all validated) so that the
  // planner uses the language's partial index; everything the shopper typed stays a parameter.
  const amount = req.currency === 'CHF' ? 'd.price_chf' : 'd.price_eur';
  const where: string[] = [`d.language = '${language}'`, `${amount} is not null`];
  let rank = '0';
  if (bra) {
    where.push(`d.sizes @> ${p([`${bra.band}${bra.cup}`])}::text[]`);
  } else if (!listing) {
    const q = `to_tsquery('${TEXT_SEARCH_CONFIG[language]}'::regconfig, ${p(tsQuery(expandWords(words, synonyms)))})`;
    where.push(`d.document @@ ${q}`);
    rank = `ts_rank(d.document, ${q})`;
  }
  if (req.category) {
    const key = p(req.category);
    where.push(`(d.category_key = ${key} or d.parent_key = ${key})`);
  }
  if (req.brands?.length) where.push(`d.brand = any(${p(req.brands)})`);
  // A bound may exceed any price (the API takes every safe integer): compared as bigint, never cast to the column's integer.
  if (req.minPrice !== undefined) where.push(`${amount} >= ${p(req.minPrice)}::bigint`);
  if (req.maxPrice !== undefined) where.push(`${amount} <= ${p(req.maxPrice)}::bigint`);
  if (req.availableOnly) where.push('d.available');
  // Ties are broken by sku in byte order ("C"): cheaper than the locale's collation and the same for digits.
  const sku = 'sku collate "C" desc';
  const order = {
    // A listing has no term to rank by: the best rated and most reviewed come first.
    relevance: listing ? `rating desc nulls last, review_count desc, ${sku}` : `rank desc, ${sku}`,
    'price-asc': `amount asc, ${sku}`,
    'price-desc': `amount desc, ${sku}`,
    newest: sku,
    rating: `rating desc nulls last, review_count desc, ${sku}`,
  }[req.sort ?? 'relevance'];

  // One pass over the matches: the page (a top-N sort, numbered afterwards) and every facet in one
  // grouping-sets aggregate come from the same materialised set.
  const rows = await db.query<{ kind: string; name: string | null; count: number; min: number | null; max: number | null }>(
    `with m as materialized (
       select d.sku, d.brand, d.category_key, d.parent_key, d.rating, d.review_count, ${amount} as amount, ${rank} as rank
       from search_documents d where ${where.join(' and ')}
     ),
     top as (select * from m order by ${order} limit ${p(limit)} offset ${p(offset)}),
     page as (select sku, row_number() over (order by ${order}) as pos from top)
     select 'page' as kind, sku as name, pos::int as count, null::int as min, null::int as max from page
     union all
     select case when grouping(category_key) = 0 then 'category' when grouping(parent_key) = 0 then 'parent'
                 when grouping(brand) = 0 then 'brand' else 'price' end,
            coalesce(category_key, parent_key, brand), count(*)::int, min(amount), max(amount)
     from m group by grouping sets ((category_key), (parent_key), (brand), ())`,
    params,
  );
  const page = rows.filter((r) => r.kind === 'page').sort((x, y) => x.count - y.count);
  const categoryKeys = rows.filter((f) => (f.kind === 'category' || f.kind === 'parent') && f.name).map((f) => f.name!);
  const names = new Map(
    (await db.query<{ key: string; name: LocalizedText }>('select key, name from categories where key = any($1)', [categoryKeys])).map((c) => [
      c.key,
      localize(c.name, req.locale),
    ]),
  );
  const price = rows.find((r) => r.kind === 'price');
  const total = price?.count ?? 0;
  return {
    query: req.query,
    interpretation: bra ? { kind: 'bra-size', ...bra } : listing ? { kind: 'category', category: req.category! } : { kind: 'words', words: [...words] },
    total,
    offset,
    nextOffset: offset + page.length < total ? offset + page.length : null,
    products: await productsBySkus(
      db,
      page.map((r) => r.name!),
      req.locale,
      req.currency,
    ),
    facets: {
      categories: rows
        .filter((f) => (f.kind === 'category' || f.kind === 'parent') && f.name)
        .map((f) => ({ key: f.name!, name: names.get(f.name!) ?? f.name!, count: f.count }))
        .sort((x, y) => y.count - x.count || x.key.localeCompare(y.key)),
      brands: rows
        .filter((f) => f.kind === 'brand' && f.name)
        .map((f) => ({ name: f.name!, count: f.count }))
        .sort((x, y) => y.count - x.count || x.name.localeCompare(y.name)),
      price: price && price.count > 0 && price.min !== null && price.max !== null ? { min: price.min, max: price.max } : null,
    },
  };
}

export interface Suggestion {
  phrase: string;
  /** `prefix` completes what was typed; `similar` forgives a typo. */
  match: 'prefix' | 'similar';
}

/** Live suggestions: completions first, then similar words (trigram), at most `limit`. */
export async function suggest(
  db: Database,
  { query, locale, limit = 8, synonyms = [] }: { query: string; locale: Locale; limit?: number; synonyms?: readonly (readonly string[])[] },
): Promise<Suggestion[]> {
  if (query.length > MAX_QUERY_LENGTH) throw new SearchInputError('query-too-long', `The search term may have at most ${MAX_QUERY_LENGTH} characters`);
  const term = query.normalize('NFC').trim().toLowerCase();
  if (term.length < 2) return [];
  const language = locale.slice(0, 2);
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  const prefix = await db.query<{ phrase: string }>(`select phrase from search_suggestions where language = $1 and phrase like $2 order by weight desc, phrase limit $3`, [
    language,
    `${escaped}%`,
    limit,
  ]);
  const out: Suggestion[] = prefix.map((r) => ({ phrase: r.phrase, match: 'prefix' }));
  // The editors' synonyms complete what was typed too (`sof` → `sofa`, which finds the canapés).
  for (const phrase of synonymCompletions(term, synonyms, limit)) {
    if (out.length < limit && !out.some((s) => s.phrase === phrase)) out.push({ phrase, match: 'prefix' });
  }
  if (out.length < limit && term.length >= 3) {
    const similar = await db.query<{ phrase: string }>(
      `select phrase from search_suggestions where language = $1 and phrase % $2 and not (phrase like $3)
       order by similarity(phrase, $2) desc, weight desc limit $4`,
      [language, term, `${escaped}%`, limit - out.length],
    );
    out.push(...similar.map((r) => ({ phrase: r.phrase, match: 'similar' as const })));
  }
  return out;
}
