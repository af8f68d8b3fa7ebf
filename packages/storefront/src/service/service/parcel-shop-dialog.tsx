'use client';
import { useLingui } from '@lingui/react/macro';
import { ParcelShopFinder, type ParcelShopSearch } from '@vitrine/shell/parcel-shop-finder';
import { Dialog } from '@vitrine/ui';

async function search(query: string): Promise<ParcelShopSearch> {
  const res = await fetch(`/api/parcelshops?${new URLSearchParams({ q: query })}`);
  if (res.status === 400) return { status: 'unknown-place' };
  if (!res.ok) throw new Error(`parcel shops: ${res.status}`);
  return (await res.json()) as ParcelShopSearch;
}

/** The parcel-shop finder in a dialog (loaded when opened). */
export default function ParcelShopDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Paketshop finden`}
      description={t`Rücksendungen können Sie in jedem Paketshop abgeben. Suchen Sie nach Postleitzahl oder Ort.`}
    >
      <ParcelShopFinder onSearch={search} locale={i18n.locale} />
    </Dialog>
  );
}
