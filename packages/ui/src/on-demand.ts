import { type ComponentType, createElement, type FunctionComponent, use, useSyncExternalStore } from 'react';

export type OnDemand<P extends object> = FunctionComponent<P> & {
  /** Fetches the code now (a synchronous render, a test, a story): it then renders without waiting. */
  preload(): Promise<void>;
};

/** What a render knows of the code: there, not yet (in the browser after hydration), or a server or hydrating render. */
type Phase = 'loaded' | 'loading' | 'server';

/**
 * A component whose code is not in the page's first load because it shows only in some states:
 * an error summary after a refused form, a refusal's text. `shows(props)` says whether it has
 * something to show; while it has not, nothing is rendered and nothing is waited for.
 *
 * In the browser its chunk is requested as soon as this module runs, so it is there long before a
 * shopper can be refused. A server render imports it the first time a page shows it (the page's HTML
 * waits for that), and a hydrating render that needs it before it has come waits for it too (`use`),
 * keeping the server's HTML. After hydration nothing waits: a state that shows it before its code
 * has come renders nothing until then (never a suspended update). There is no Suspense boundary of
 * its own on purpose: React would send a larger completed boundary behind a script, and a shopper
 * without JavaScript would not see the refusal it carries.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, shows: (props: P) => boolean): OnDemand<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => (loading ??= load().then((component) => (loaded = component)));
  if (typeof window !== 'undefined') void start().catch(() => undefined);
  // A render that found no code is told once it has come (React ignores the call after an unmount).
  const subscribe = (changed: () => void) => {
    void start().then(changed, () => undefined);
    return () => undefined;
  };
  const phase = (): Phase => (loaded ? 'loaded' : 'loading');
  const serverPhase = (): Phase => 'server';
  function OnDemand(props: P) {
    const now = useSyncExternalStore(subscribe, phase, serverPhase);
    if (!shows(props)) return null;
    if (loaded) return createElement(loaded, props);
    return now === 'server' ? createElement(use(start()), props) : null;
  }
  return Object.assign(OnDemand, { preload: () => start().then(() => undefined) });
}
