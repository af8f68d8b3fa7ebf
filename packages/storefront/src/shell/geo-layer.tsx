'use client';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useShopSettings } from '../common/providers';

const GeoCountryLayer = lazy(() => import('@vitrine/shell').then((m) => ({ default: m.GeoCountryLayer })));

/** The shopper chose to stay: the layer does not come back for a month. */
const DISMISSED = 'vt_geo';
const DISMISSED_SECONDS = 30 * 24 * 60 * 60;

/**
 * The geo-country layer where the tenant has one (Swiss shop): after the page is shown it asks the
 * shop which country the shopper seems to be in and, when another shop serves that country,
 * suggests it. Never a redirect; staying is remembered in a cookie.
 */
export function GeoLayer() {
  const { i18n } = useLingui();
  const { geoLayer } = useShopSettings();
  const [country, setCountry] = useState<string | null>(null);
  useEffect(() => {
    if (!geoLayer || document.cookie.split(';').some((c) => c.trim().startsWith(`${DISMISSED}=`))) return;
    const controller = new AbortController();
    fetch('/api/geo', { signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<{ country: string | null }>) : { country: null }))
      .then(({ country: found }) => {
        if (found && found !== geoLayer.country && geoLayer.alternatives.some((a) => a.country === found)) setCountry(found);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [geoLayer]);
  if (!geoLayer || !country) return null;
  const alternatives = [...geoLayer.alternatives].sort((a, b) => Number(b.country === country) - Number(a.country === country));
  return (
    <Suspense fallback={null}>
      <GeoCountryLayer
        shopCountry={geoLayer.country}
        visitorCountry={country}
        alternatives={alternatives}
        locale={i18n.locale}
        onStay={() => {
          document.cookie = `${DISMISSED}=stay; path=/; max-age=${DISMISSED_SECONDS}; samesite=lax${window.location.protocol === 'https:' ? '; secure' : ''}`;
          setCountry(null);
        }}
      />
    </Suspense>
  );
}
