'use client';
import { BASKET_CHANGED_EVENT, type BasketChangedDetail } from '@vitrine/catalog/events';
import { useEffect } from 'react';

/** Tells the header's count what the basket page shows (after a change through the page's forms). */
export function BasketCount({ count }: { count: number }) {
  useEffect(() => {
    window.dispatchEvent(new CustomEvent<BasketChangedDetail>(BASKET_CHANGED_EVENT, { detail: { count } }));
  }, [count]);
  return null;
}
