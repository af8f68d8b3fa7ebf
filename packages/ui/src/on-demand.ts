import { type ComponentType, createElement, type FunctionComponent, use } from 'react';

/**
 * A component whose code is not in the page's first load because it shows only in some states:
 * an error summary after a refused form, a refusal's text. `shows(props)` says whether it has
 * something to show; while it has not, nothing is rendered and nothing is waited for.
 *
 * In the browser its chunk is requested as soon as this module runs, so it is there long before a
 * shopper can be refused; a render that needs it earlier waits for it (`use`). On the server it is
 * imported the first time a page shows it, and the page's HTML waits for that. There is no Suspense
 * boundary of its own on purpose: React would send a larger completed boundary behind a script,
 * and a shopper without JavaScript would not see the refusal it carries.
 */
export type OnDemand<P extends object> = FunctionComponent<P> & {
  /** Fetches the code now (a synchronous render, a test, a story): it then renders without waiting. */
  preload(): Promise<void>;
};

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, shows: (props: P) => boolean): OnDemand<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  if (typeof window !== 'undefined') void start().catch(() => undefined);
  function OnDemand(props: P) {
    if (!shows(props)) return null;
    return createElement(loaded ?? use(start()), props);
  }
  return Object.assign(OnDemand, { preload: () => start().then(() => undefined) });
}
