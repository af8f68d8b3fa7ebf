import type { Database } from '../../db/database';

/**
 * Counts a search (the first page of a term's results; loading more is not another search) and
 * whether it found nothing, per tenant, locale, calendar day (UTC) and term: the words only, no
 * visitor, customer or address.
 */
export async function countSearch(db: Pick<Database, 'query'>, entry: { tenant: string; locale: string; words: readonly string[]; total: number; at: Date }): Promise<void> {
  const term = entry.words.join(' ').slice(0, 100);
  if (!term) return;
  await db.query(
    `insert into search_terms (tenant, locale, day, term, searches, zero_results) values ($1, $2, $3, $4, 1, $5)
     on conflict (tenant, locale, day, term) do update set searches = search_terms.searches + 1, zero_results = search_terms.zero_results + excluded.zero_results`,
    [entry.tenant, entry.locale, entry.at.toISOString().slice(0, 10), term, entry.total === 0 ? 1 : 0],
  );
}

export interface ZeroResultTerm {
  tenant: string;
  locale: string;
  term: string;
  /** Searches of the term that found nothing in the period. */
  zeroResults: number;
  searches: number;
}

/** The terms that most often found nothing since `from` (the operations page: which synonyms to add). */
export async function topZeroResultTerms(db: Pick<Database, 'query'>, from: Date, limit = 25): Promise<ZeroResultTerm[]> {
  return db.query<ZeroResultTerm>(
    `select tenant, locale, term, sum(zero_results)::int as "zeroResults", sum(searches)::int as searches
     from search_terms where day >= $1 and zero_results > 0
     group by tenant, locale, term order by "zeroResults" desc, searches desc, term limit $2`,
    [from.toISOString().slice(0, 10), limit],
  );
}

/** Searches and searches without results per tenant and locale since `from`. */
export async function searchTotals(db: Pick<Database, 'query'>, from: Date): Promise<{ tenant: string; locale: string; searches: number; zeroResults: number }[]> {
  return db.query(
    `select tenant, locale, sum(searches)::int as searches, sum(zero_results)::int as "zeroResults"
     from search_terms where day >= $1 group by tenant, locale order by tenant, locale`,
    [from.toISOString().slice(0, 10)],
  );
}
