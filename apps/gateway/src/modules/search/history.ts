import { MAX_QUERY_LENGTH } from '@vitrine/search-api';
import type { Database } from '../../db/database';
import { guestOwner } from '../../http/input';
import { SearchInputError } from './service';

/** How many terms a visitor's history keeps. */
export const HISTORY_SIZE = 10;

/** A guest's id (set by the shop in a cookie and sent as `x-vitrine-visitor`). */
export function ownerOf(visitor: string | null | undefined): string {
  const owner = guestOwner(visitor);
  if (!owner) throw new SearchInputError('no-visitor', 'A visitor id (x-vitrine-visitor) of 8 to 64 letters, digits or dashes is needed');
  return owner;
}

function cleanTerm(term: unknown): string {
  if (typeof term !== 'string' || term.trim() === '') throw new SearchInputError('query-empty', 'A search term is needed');
  const clean = term.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (clean.length > MAX_QUERY_LENGTH) throw new SearchInputError('query-too-long', `The search term may have at most ${MAX_QUERY_LENGTH} characters`);
  return clean;
}

export async function listHistory(db: Database, owner: string, limit = HISTORY_SIZE): Promise<{ term: string; searchedAt: string }[]> {
  const rows = await db.query<{ term: string; searched_at: Date | string }>(
    'select term, searched_at from search_history where owner = $1 order by searched_at desc, term limit $2',
    [owner, limit],
  );
  return rows.map((r) => ({ term: r.term, searchedAt: new Date(r.searched_at).toISOString() }));
}

/** Adds (or moves to the top) a term and keeps only the newest {@link HISTORY_SIZE}. */
export async function addToHistory(db: Database, owner: string, term: unknown, now: Date = new Date()): Promise<void> {
  const clean = cleanTerm(term);
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into search_history (owner, term, searched_at) values ($1, $2, $3)
       on conflict (owner, term) do update set searched_at = excluded.searched_at`,
      [owner, clean, now.toISOString()],
    );
    await tx.query(
      `delete from search_history where owner = $1 and term not in (
         select term from search_history where owner = $1 order by searched_at desc, term limit $2)`,
      [owner, HISTORY_SIZE],
    );
  });
}

export async function deleteFromHistory(db: Database, owner: string, term: unknown): Promise<boolean> {
  const rows = await db.query<{ term: string }>('delete from search_history where owner = $1 and term = $2 returning term', [owner, cleanTerm(term)]);
  return rows.length > 0;
}

export async function clearHistory(db: Database, owner: string): Promise<number> {
  return (await db.query('delete from search_history where owner = $1 returning term', [owner])).length;
}

/**
 * On login: the guest's terms join the customer's history (the newer search time wins, the newest
 * {@link HISTORY_SIZE} stay) and the guest's are removed. Answers the customer's history.
 */
export async function joinHistory(db: Database, guest: string, customer: string): Promise<{ term: string; searchedAt: string }[]> {
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into search_history (owner, term, searched_at)
       select $2, term, searched_at from search_history where owner = $1
       on conflict (owner, term) do update set searched_at = greatest(search_history.searched_at, excluded.searched_at)`,
      [guest, customer],
    );
    await tx.query('delete from search_history where owner = $1', [guest]);
    await tx.query(
      `delete from search_history where owner = $1 and term not in (
         select term from search_history where owner = $1 order by searched_at desc, term limit $2)`,
      [customer, HISTORY_SIZE],
    );
  });
  return listHistory(db, customer);
}
