'use client';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@vitrine/ui';
import { lazy, Suspense, useRef, useState } from 'react';

/** The dialog and the finder are code the shopper loads only when opening them. */
const ParcelShopDialog = lazy(() => import('./parcel-shop-dialog'));

/** "Find a parcel shop" on the service page: returns can be handed in there (the finder opens in a dialog). */
export function ParcelShops() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={trigger} variant="outline" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t`Paketshop in der Nähe finden`}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ParcelShopDialog
            onClose={() => {
              setOpen(false);
              window.setTimeout(() => trigger.current?.focus(), 0);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
