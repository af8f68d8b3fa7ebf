'use client';
import { useLingui } from '@lingui/react/macro';
import { Fieldset } from '@vitrine/forms';
import type { ParcelShopChoicesProps } from './parcel-shop-choices';

/** The parcel shops found near the searched place, one to choose (loaded by {@link ParcelShopChoices} when there are any). */
export function ParcelShopChoicesView({ shops, legend, error, selected, locale }: ParcelShopChoicesProps) {
  const { t } = useLingui();
  return (
    <Fieldset name="parcelShop" legend={legend} error={error}>
      {({ firstId }) => (
        <div className="vt-options">
          {shops.map((shop, i) => {
            const km = shop.distanceMeters != null ? new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(shop.distanceMeters / 1000) : null;
            return (
              <label key={shop.id} className="vt-option">
                <input type="radio" name="parcelShop" value={shop.id} id={i === 0 ? firstId : undefined} defaultChecked={selected === shop.id} />
                <span className="vt-option__text">
                  <span className="vt-option__title">{shop.name}</span>
                  <span className="vt-option__hint">
                    {shop.street}, {shop.postalCode} {shop.city}
                    {km ? ` · ${t`${km} km`}` : null}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      )}
    </Fieldset>
  );
}
