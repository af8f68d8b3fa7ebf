'use client';
import { useLingui } from '@lingui/react/macro';
import type { ParcelShopSearch } from '@vitrine/shell';
import { Button, Dialog } from '@vitrine/ui';
import { lazy, Suspense, useState } from 'react';

/** The finder is code the shopper loads only when opening it. */
const ParcelShopFinder = lazy(() => import('@vitrine/shell/parcel-shop-finder').then((m) => ({ default: m.ParcelShopFinder })));

async function search(query: string): Promise<ParcelShopSearch> {
  const res = await fetch(`/api/parcelshops?${new URLSearchParams({ q: query })}`);
  if (res.status === 400) return { status: 'unknown-place' };
  if (!res.ok) throw new Error(`parcel shops: ${res.status}`);
  return (await res.json()) as ParcelShopSearch;
}

/** "Find a parcel shop" on the service page: returns can be handed in there (the finder opens in a dialog). */
export function ParcelShops() {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t`Paketshop finden`}
      description={t`Rücksendungen können Sie in jedem Paketshop abgeben. Suchen Sie nach Postleitzahl oder Ort.`}
      trigger={<Button variant="outline">{t`Paketshop in der Nähe finden`}</Button>}
    >
      {open ? (
        <Suspense fallback={null}>
          <ParcelShopFinder onSearch={search} locale={i18n.locale} />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
