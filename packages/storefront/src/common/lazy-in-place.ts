import { type ComponentType, createElement, lazy } from 'react';

/**
 * A client component that is in the page's HTML but not in its first-load JavaScript: on the server
 * it renders in place (`server` requires the module synchronously; pass it only where
 * `typeof window === 'undefined'`, which the build replaces, so the browser bundle has only the
 * dynamic import), in the browser its chunk is requested as soon as the calling module runs and is
 * there when hydration reaches it (React hydrates the rest of the page meanwhile). Render it without
 * a Suspense boundary of its own: React would stream a completed boundary this far down the page
 * behind a script (progressive chunking), and shoppers without JavaScript would not see it.
 */
export function lazyInPlace<P extends object>(server: (() => ComponentType<P>) | undefined, browser: () => Promise<ComponentType<P>>): ComponentType<P> {
  type Loaded = { default: ComponentType<P> };
  const load = (): Promise<Loaded> => {
    if (server) {
      const loaded: Loaded = { default: server() };
      // A thenable that answers at once: React renders the component without suspending.
      return { then: (resolve: (value: Loaded) => void) => resolve(loaded) } as unknown as Promise<Loaded>;
    }
    return browser().then((component) => ({ default: component }));
  };
  const loading = server ? undefined : load();
  const Lazy = lazy(() => loading ?? load());
  // A function component, not the lazy object itself: a client module's export is resolved by the
  // RSC client through a lazy of its own, and a lazy may not resolve to another.
  return function InPlace(props: P) {
    return createElement(Lazy as ComponentType<P>, props);
  };
}
