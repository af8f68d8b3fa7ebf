'use client';
import { useEffect, useState } from 'react';
import { type ConnectionLike, isSlowConnection, loadingTimeoutMs } from '../query-defaults';

/** A slow link, as far as the browser tells (the Network Information API). */
export function slowLink(): boolean {
  return typeof navigator !== 'undefined' && isSlowConnection((navigator as Navigator & { connection?: ConnectionLike }).connection);
}

/**
 * True once `loading` has lasted the spec's loading timeout (3 s, 5 s on slow links): time to tell
 * the shopper it is still loading. Needs no query library (usable in first-load components).
 */
export function useSlowLoading(loading: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!loading) return undefined;
    const timer = setTimeout(() => setSlow(true), loadingTimeoutMs(slowLink()));
    return () => clearTimeout(timer);
  }, [loading]);
  return loading && slow;
}
