import { useLingui } from '@lingui/react/macro';
import { ProductCard, type ProductCardData } from './product-card';
import { pathFor, type LocaleSettings, type ProductLocale } from '@vitrine/i18n';
import type { PriceFormat } from '@vitrine/pricing';
import type { ReactNode } from 'react';

type CardProduct = ProductCardData & { slug: string };

/** A horizontal row of product cards (recommendations, sponsored products). */
function ProductRow({
  id,
  title,
  note,
  products,
  locale,
  settings,
  format,
}: {
  id: string;
  title: ReactNode;
  note?: ReactNode;
  products: CardProduct[];
  locale: ProductLocale;
  settings: LocaleSettings;
  format: PriceFormat;
}) {
  return (
    <section aria-labelledby={id} className="vt-section vt-product-row">
      <h2 id={id}>{title}</h2>
      {note}
      <ul className="vt-product-row__list">
        {products.map((product) => (
          <li key={product.sku}>
            <ProductCard product={product} href={pathFor('product', locale, settings, { slug: product.slug, sku: product.sku })} format={format} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface SlotData {
  slot: number;
  kind: 'PERSONALISED' | 'SERIES' | 'EMPTY' | 'SIMILAR' | 'ADVERTISING_PARTNER';
  sponsor: string | null;
  products: CardProduct[];
}

/** One recommendation slot of the product page; the empty slot and empty answers render nothing. */
export function RecommendationSlot({
  data,
  idPrefix = 'recommendations',
  ...rest
}: {
  data: SlotData;
  locale: ProductLocale;
  settings: LocaleSettings;
  format: PriceFormat;
  idPrefix?: string;
}) {
  const { t } = useLingui();
  if (!data.products.length) return null;
  const title = {
    PERSONALISED: t`Für Sie ausgewählt`,
    SERIES: t`Aus derselben Serie`,
    SIMILAR: t`Ähnliche Artikel`,
    ADVERTISING_PARTNER: t`Angebote unserer Partner`,
    EMPTY: '',
  }[data.kind];
  if (data.kind === 'ADVERTISING_PARTNER') {
    // Paid placements are labelled as advertising, with who pays (DSA Art. 26).
    const sponsors = data.sponsor ?? '';
    return (
      <ProductRow
        id={`${idPrefix}-${data.slot}`}
        title={
          <>
            {title} <span className="vt-ad-label">{t`Anzeige`}</span>
          </>
        }
        note={sponsors ? <p className="vt-product-row__note">{t`Bezahlte Platzierung von: ${sponsors}`}</p> : undefined}
        products={data.products}
        {...rest}
      />
    );
  }
  return <ProductRow id={`${idPrefix}-${data.slot}`} title={title} products={data.products} {...rest} />;
}

/** Products a partner pays for: labelled as advertising, with who pays (DSA Art. 26). */
export function SponsoredSection({
  rows,
  idPrefix = 'recommendations',
  ...rest
}: {
  rows: { sponsor: string; product: CardProduct }[];
  locale: ProductLocale;
  settings: LocaleSettings;
  format: PriceFormat;
  idPrefix?: string;
}) {
  const { t } = useLingui();
  if (!rows.length) return null;
  const sponsors = [...new Set(rows.map((r) => r.sponsor))].join(', ');
  return (
    <ProductRow
      id={idPrefix === 'recommendations' ? 'sponsored-products' : `${idPrefix}-sponsored`}
      title={
        <>
          {t`Gesponserte Produkte`} <span className="vt-ad-label">{t`Anzeige`}</span>
        </>
      }
      note={<p className="vt-product-row__note">{t`Bezahlte Platzierung von: ${sponsors}`}</p>}
      products={rows.map((r) => r.product)}
      {...rest}
    />
  );
}
