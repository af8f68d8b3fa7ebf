'use client';
import { useLingui } from '@lingui/react/macro';
import type { ContentLayer } from '@vitrine/content';
import { lazy, Suspense, useEffect, useState } from 'react';

/** The dialog and the blocks arrive when a layer is opened. */
const ServiceLayerDialog = lazy(() => import('./service-layer-dialog'));

export type LayerState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'shown'; layer: ContentLayer };

/**
 * Opens service layers over the page: a click on a link to `…?layer=<id>` (editors write
 * `layer:shipping`) loads the layer from `/api/servicelayer` into a dialog instead of leaving the
 * page; without JavaScript the same link shows the service page.
 */
export function ServiceLayerHost() {
  const { i18n } = useLingui();
  const [state, setState] = useState<LayerState | null>(null);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (!anchor) return;
      const url = new URL(anchor.href, window.location.href);
      const id = url.searchParams.get('layer');
      if (!id || url.origin !== window.location.origin) return;
      event.preventDefault();
      setState({ kind: 'loading' });
      fetch(`/api/servicelayer?${new URLSearchParams({ id, locale: i18n.locale })}`)
        .then((res) => (res.ok ? (res.json() as Promise<ContentLayer>) : Promise.reject(new Error(String(res.status)))))
        .then((layer) => setState({ kind: 'shown', layer }))
        .catch(() => setState({ kind: 'failed' }));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [i18n.locale]);
  if (!state) return null;
  return (
    <Suspense fallback={null}>
      <ServiceLayerDialog state={state} onClose={() => setState(null)} />
    </Suspense>
  );
}
