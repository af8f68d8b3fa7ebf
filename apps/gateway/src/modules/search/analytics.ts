import type { Database } from '../../db/database';

interface PendingCount {
  tenant: string;
  locale: string;
  day: string;
  term: string;
  searches: number;
  zeroResults: number;
}

/** How often the counts kept in memory are written (a crash loses at most this much of them). */
export const SEARCH_COUNT_FLUSH_MS = 5_000;

/**
 * The searches counted since the last write, per database (one gateway process): a search adds to
 * them in memory and answers at once; a timer writes them in one statement. Off the request path: a
 * search makes no write of its own.
 */
class SearchCounts {
  private pending = new Map<string, PendingCount>();
  private writing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  constructor(private readonly db: Pick<Database, 'query'>) {
    this.timer = setInterval(() => void this.flush().catch(() => undefined), SEARCH_COUNT_FLUSH_MS);
    this.timer.unref();
  }

  add(entry: Omit<PendingCount, 'searches' | 'zeroResults'>, zero: boolean): void {
    const key = `${entry.tenant}\u0000${entry.locale}\u0000${entry.day}\u0000${entry.term}`;
    const count = this.pending.get(key) ?? { ...entry, searches: 0, zeroResults: 0 };
    count.searches += 1;
    if (zero) count.zeroResults += 1;
    this.pending.set(key, count);
  }

  /** Writes what was counted (one statement, added to what the table holds); writes run one after another. */
  flush(): Promise<void> {
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.writing = this.writing.then(async () => {
      if (!batch.length) return;
      await this.db.query(
        `insert into search_terms (tenant, locale, day, term, searches, zero_results)
         select * from unnest($1::text[], $2::text[], $3::date[], $4::text[], $5::int[], $6::int[])
         on conflict (tenant, locale, day, term) do update
           set searches = search_terms.searches + excluded.searches, zero_results = search_terms.zero_results + excluded.zero_results`,
        [batch.map((c) => c.tenant), batch.map((c) => c.locale), batch.map((c) => c.day), batch.map((c) => c.term), batch.map((c) => c.searches), batch.map((c) => c.zeroResults)],
      );
    });
    return this.writing;
  }

  stop(): Promise<void> {
    clearInterval(this.timer);
    return this.flush();
  }
}

const counts = new WeakMap<object, SearchCounts>();
const countsOf = (db: Pick<Database, 'query'>) => {
  let kept = counts.get(db);
  if (!kept) counts.set(db, (kept = new SearchCounts(db)));
  return kept;
};

/**
 * Counts a search (the first page of a term's results; loading more is not another search) and
 * whether it found nothing, per tenant, locale, calendar day (UTC) and term: the words only, no
 * visitor, customer or address. Kept in memory and written within {@link SEARCH_COUNT_FLUSH_MS}.
 */
export function countSearch(db: Pick<Database, 'query'>, entry: { tenant: string; locale: string; words: readonly string[]; total: number; at: Date }): void {
  const term = entry.words.join(' ').slice(0, 100);
  if (!term) return;
  countsOf(db).add({ tenant: entry.tenant, locale: entry.locale, day: entry.at.toISOString().slice(0, 10), term }, entry.total === 0);
}

/** Writes the searches counted so far (the operations page reads after it; a stopping gateway calls it). */
export async function flushSearchCounts(db: Pick<Database, 'query'>): Promise<void> {
  await counts.get(db)?.flush();
}

/** A stopping gateway: the timer ends, what was counted is written. */
export async function stopSearchCounts(db: Pick<Database, 'query'>): Promise<void> {
  await counts.get(db)?.stop();
  counts.delete(db);
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
