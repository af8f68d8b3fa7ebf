import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ProductDetailQuery } from '@vitrine/graphql-client';
import type { ProductLocale } from '@vitrine/i18n';
import { formatMoney, type PriceFormat } from '@vitrine/pricing';
import { Stars } from '@vitrine/ui';

type Product = NonNullable<ProductDetailQuery['product']>;

/** Services bookable with the product, with their price (or "free"). */
export function ServicesSection({ services, format, currency }: { services: Product['services']; format: PriceFormat; currency: 'EUR' | 'CHF' }) {
  const { t } = useLingui();
  if (!services.length) return null;
  return (
    <section aria-labelledby="product-services" className="vt-section vt-services">
      <h2 id="product-services">
        <Trans>Services zu diesem Artikel</Trans>
      </h2>
      <ul className="vt-services__list">
        {services.map((service) => (
          <li key={service.key} className="vt-services__item">
            <p className="vt-services__name">
              <strong>{service.name}</strong>
              <span className="vt-services__price">{service.price === 0 ? t`kostenlos` : formatMoney(service.price, currency, format)}</span>
            </p>
            <p className="vt-services__description">{service.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Average, how many reviews, and how the stars spread. */
export function RatingSummary({
  average,
  count,
  distribution,
  locale,
}: {
  average: number | null;
  count: number;
  distribution: { stars: number; count: number }[];
  locale: ProductLocale;
}) {
  const { t } = useLingui();
  const reviewCount = count;
  if (!count || average === null) {
    return (
      <p className="vt-rating-summary__none">
        <Trans>Noch keine Bewertungen. Schreiben Sie die erste!</Trans>
      </p>
    );
  }
  return (
    <div className="vt-rating-summary">
      <p className="vt-rating-summary__average">
        <span className="vt-rating-summary__number">{new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average)}</span>{' '}
        <Stars value={average} /> <Plural value={reviewCount} one="# Bewertung" other="# Bewertungen" />
      </p>
      <ul className="vt-rating-summary__bars" aria-label={t`Verteilung der Sterne`}>
        {distribution.map((row) => {
          const stars = row.stars;
          const share = count ? Math.round((row.count / count) * 100) : 0;
          return (
            <li key={stars}>
              <span className="vt-rating-summary__label">
                <Plural value={stars} one="# Stern" other="# Sterne" />
              </span>
              <span className="vt-rating-summary__bar" aria-hidden="true">
                <span style={{ width: `${share}%` }} />
              </span>
              <span className="vt-rating-summary__count">{row.count}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
