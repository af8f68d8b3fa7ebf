'use client';
import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { QUERY_DEFAULTS } from '../query-defaults';
import { isRetryable, retryDelayMs } from '../retry';
import { slowLink } from './slow-loading';

/** A QueryClient with the spec's defaults (dedupe 2 s, retries with backoff from 5 s, 10 s on slow links). */
export function createShopQueryClient(): QueryClient {
  const slow = slowLink();
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_DEFAULTS.dedupeMs,
        retry: (failures, error) => failures < QUERY_DEFAULTS.retries && isRetryable(error),
        retryDelay: (attempt, error) => retryDelayMs(attempt, { slow, error }),
        refetchOnWindowFocus: true,
      },
    },
  });
}

let pageClient: QueryClient | undefined;

/**
 * The page's one QueryClient: made on first use in the browser and shared by every island of the
 * page; on the server a new one per call (no data shared between requests). The first use also
 * throttles refetching on focus to once per 5 s.
 */
export function pageQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createShopQueryClient();
  if (!pageClient) {
    pageClient = createShopQueryClient();
    focusManager.setEventListener((onFocus) => {
      let last = 0;
      const listener = () => {
        const now = Date.now();
        if (document.visibilityState !== 'visible' || now - last < QUERY_DEFAULTS.focusThrottleMs) return;
        last = now;
        onFocus(true);
      };
      window.addEventListener('visibilitychange', listener, false);
      window.addEventListener('focus', listener, false);
      return () => {
        window.removeEventListener('visibilitychange', listener);
        window.removeEventListener('focus', listener);
      };
    });
  }
  return pageClient;
}

/**
 * TanStack Query for an island of the page (a part that loads data in the browser), with the page's
 * one QueryClient. Islands load lazily, so pages without client queries ship no query library.
 */
export function QueryIsland({ children }: { children: ReactNode }) {
  const [client] = useState(pageQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
