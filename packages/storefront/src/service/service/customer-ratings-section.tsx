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
 * The customer ratings on the service page: the first ten come with the page (cached, without
 * JavaScript too); more pages and the "helpful" votes through the shop's `/api/inform/rating/…`.
 */
export function CustomerRatingsSection({ initial, locale }: { initial: CustomerRatingSummary; locale: string }) {
  const [ratings, setRatings] = useState(initial.ratings);
  const [page, setPage] = useState(initial.page);
  const [pages, setPages] = useState(initial.pages);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [helpful, setHelpful] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => setHelpful(storedVotes()), []);

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
