'use client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

/**
 * TanStack Query for one interactive island (spec §9: dedupe 2 s, focus throttle 5 s, retries
 * with a 5 s base). Pages without client queries do not ship the library at all.
 */
export function QueryIsland({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            staleTime: 60_000,
            refetchOnWindowFocus: false,
            retry: 2,
            retryDelay: (attempt) => Math.min(5_000 * 2 ** attempt, 30_000) * (0.5 + Math.random() / 2),
          },
        },
      }),
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
