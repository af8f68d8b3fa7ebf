/** What `/api/session/counts` answered (the header's island asks; the deferred hearts read it too). */
export interface HeaderCountsView {
  basket?: number | undefined;
  wishlist?: number | undefined;
  wishlistProducts?: string[] | undefined;
  loggedIn?: boolean | undefined;
}

type Listener = (counts: HeaderCountsView) => void;
let latest: HeaderCountsView | undefined;
const listeners = new Set<Listener>();

/** The header's island tells what it knows now. */
export function publishCounts(counts: HeaderCountsView): void {
  latest = counts;
  for (const listener of listeners) listener(counts);
}

/** Hears the counts, at once when they are known already (an island loaded later misses nothing). */
export function subscribeCounts(listener: Listener): () => void {
  listeners.add(listener);
  if (latest) listener(latest);
  return () => listeners.delete(listener);
}
