'use client';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@vitrine/ui';

export interface GeoAlternative {
  /** ISO country code of the other shop (`DE`, `AT`). */
  country: string;
  url: string;
}

export interface GeoCountryLayerProps {
  /** This shop's country (its flag): `CH`. */
  shopCountry: string;
  /** The country the shopper seems to be in. */
  visitorCountry: string;
  /** The other shops, the one of the shopper's country first. */
  alternatives: readonly GeoAlternative[];
  /** The shopper stays here (remembered, the layer does not come back). */
  onStay: () => void;
  /** The page's locale, for the countries' names. */
  locale: string;
}

function Flag({ country }: { country: string }) {
  if (country === 'CH')
    return (
      <svg className="vt-geo__flag" viewBox="0 0 32 32" width="40" height="40" aria-hidden="true">
        <rect width="32" height="32" rx="3" fill="#d52b1e" />
        <path d="M13 6h6v7h7v6h-7v7h-6v-7H6v-6h7z" fill="#fff" />
      </svg>
    );
  return null;
}

/**
 * The geo-country layer (spec §2, Swiss shop): suggests the shop of the country the shopper seems
 * to be in, with this shop's flag. It never redirects; staying is one click and is remembered.
 */
export function GeoCountryLayer({ shopCountry, visitorCountry, alternatives, onStay, locale }: GeoCountryLayerProps) {
  const { t } = useLingui();
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const here = names.of(shopCountry) ?? shopCountry;
  const there = names.of(visitorCountry) ?? visitorCountry;
  return (
    <section className="vt-geo" role="dialog" aria-modal="false" aria-labelledby="geo-heading">
      <div className="vt-container vt-geo__inner">
        <Flag country={shopCountry} />
        <div>
          <h2 id="geo-heading" className="vt-geo__heading">{t`Sie sind im Shop ${here}`}</h2>
          <p className="vt-geo__text">{t`Es sieht so aus, als wären Sie in ${there}. Preise, Lieferung und Sortiment richten sich nach dem Land des Shops.`}</p>
        </div>
        <ul className="vt-geo__links">
          {alternatives.map((alt) => {
            const name = names.of(alt.country) ?? alt.country;
            return (
              <li key={alt.country}>
                <a className="vt-button" data-variant={alt.country === visitorCountry ? 'primary' : 'outline'} data-size="medium" href={alt.url} hrefLang={`de-${alt.country}`}>
                  {t`Zum Shop ${name}`}
                </a>
              </li>
            );
          })}
          <li>
            <Button variant="outline" onClick={onStay}>
              {t`Im Shop ${here} bleiben`}
            </Button>
          </li>
        </ul>
      </div>
    </section>
  );
}
