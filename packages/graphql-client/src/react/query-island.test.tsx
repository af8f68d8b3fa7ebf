import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createShopQueryClient, pageQueryClient, QueryIsland, useSlowLoading } from './index';
import type * as Island from './query-island';

function Probe({ loading }: { loading: boolean }) {
  return <span>{useSlowLoading(loading) ? 'slow' : 'fine'}</span>;
}

describe('react adapter', () => {
  it('sets the spec defaults once', () => {
    const options = createShopQueryClient().getDefaultOptions().queries!;
    expect(options.staleTime).toBe(2_000);
    const retry = options.retry as (failures: number, error: unknown) => boolean;
    expect(retry(0, new Error('network down'))).toBe(true);
    expect(retry(3, new Error('network down'))).toBe(false);
    expect(retry(0, { kind: 'graphql' })).toBe(false);
    const delay = (options.retryDelay as (n: number) => number)(0);
    expect(delay).toBeGreaterThanOrEqual(2_500);
    expect(delay).toBeLessThanOrEqual(5_000);
  });
  it('gives every server render its own client', () => {
    expect(pageQueryClient()).not.toBe(pageQueryClient());
  });
  it('renders its island, not slow at first', () => {
    expect(
      renderToStaticMarkup(
        <QueryIsland>
          <Probe loading />
        </QueryIsland>,
      ),
    ).toBe('<span>fine</span>');
  });
});

describe('react adapter in a browser', () => {
  it('shares one client per page and refetches on focus at most every 5 s', async () => {
    const listeners = new Map<string, () => void>();
    const g = globalThis as Record<string, unknown>;
    g.window = { addEventListener: (name: string, fn: () => void) => listeners.set(name, fn), removeEventListener: (name: string) => listeners.delete(name) };
    g.document = { visibilityState: 'visible' };
    try {
      // A second instance of the module (the query string), loaded where `window` exists.
      const second = './query-island?browser';
      const { pageQueryClient: fresh } = (await import(/* @vite-ignore */ second)) as typeof Island;
      const client = fresh();
      expect(fresh()).toBe(client);
      const { focusManager } = await import('@tanstack/react-query');
      const seen: boolean[] = [];
      const unsubscribe = focusManager.subscribe((focused) => seen.push(focused));
      listeners.get('focus')!();
      listeners.get('focus')!();
      expect(seen).toEqual([true]);
      unsubscribe();
    } finally {
      delete g.window;
      delete g.document;
    }
  });
});
