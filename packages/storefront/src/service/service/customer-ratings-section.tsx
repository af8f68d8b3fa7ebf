'use client';
import type { CustomerRatingSummary } from '@vitrine/content';
import { CustomerRatings } from '@vitrine/shell/customer-ratings';
import { useEffect, useState } from 'react';

const VOTES = 'vt-rating-votes';

function storedVotes(): Set<string> {
  try {
    const value = JSON.parse(window.localStorage.getItem(VOTES) ?? '[]') as unknown;
    return new Set(Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(-200) : []);
  } catch {
    return new Set();
  }
}

/**
 * The customer ratings on the service page: the summary comes with the page (cached), the ratings
 * themselves, ten at a time, and the "helpful" votes through the shop's `/api/inform/rating/…` in
 * the browser. A page kept in a shared cache carries a stable CSP nonce and so no text a shopper
 * wrote (see @vitrine/next-adapter's README): `initial` holds no ratings, and the first ten are
 * asked for at once.
 */
export function CustomerRatingsSection({ initial, locale }: { initial: CustomerRatingSummary; locale: string }) {
  const [ratings, setRatings] = useState(initial.ratings);
  const [page, setPage] = useState(initial.page);
  const [pages, setPages] = useState(initial.pages);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [helpful, setHelpful] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => setHelpful(storedVotes()), []);

  // The first page as soon as the section runs (the cached page carries none).
  useEffect(() => {
    if (initial.ratings.length === 0 && initial.count > 0 && initial.page === 0) void more();
    // Once, on mount.
  }, []);

  const more = async () => {
    setState('loading');
    try {
      const res = await fetch(`/api/inform/rating/all/get?${new URLSearchParams({ locale, page: String(page + 1) })}`);
      if (!res.ok) throw new Error(`ratings answered ${res.status}`);
      const next = (await res.json()) as CustomerRatingSummary;
      setRatings((all) => [...all, ...next.ratings.filter((r) => !all.some((a) => a.id === r.id))]);
      setPage(next.page);
      setPages(next.pages);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  const vote = async (id: string) => {
    const mine = new Set(helpful).add(id);
    setHelpful(mine);
    try {
      window.localStorage.setItem(VOTES, JSON.stringify([...mine]));
    } catch {
      // Private mode: the vote still counts, the button just forgets it on the next visit.
    }
    const res = await fetch('/api/inform/rating/feedback', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ratingId: id }) }).catch(
      () => undefined,
    );
    if (res?.ok) {
      const { helpful: count } = (await res.json()) as { helpful: number };
      setRatings((all) => all.map((r) => (r.id === id ? { ...r, helpful: count } : r)));
    }
  };

  return (
    <div id="kundenbewertungen" tabIndex={-1}>
      <CustomerRatings
        summary={initial}
        ratings={ratings}
        hasMore={page < pages}
        state={state}
        onMore={() => void more()}
        onHelpful={(id) => void vote(id)}
        helpful={helpful}
        locale={locale}
      />
    </div>
  );
}
