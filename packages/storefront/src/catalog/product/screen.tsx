import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BuyBox, BuyBoxHeart, Price, RatingSummary, ServicesSection } from '@vitrine/catalog';
import { AbRecommendations } from './ab-recommendations';
import { pathFor, type ProductLocale } from '@vitrine/i18n';
import { Breadcrumbs, type Crumb } from '@vitrine/shell';
import type { TenantConfig } from '@vitrine/tenant-config';
import { Badge } from '@vitrine/ui';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { localeOf } from '../../common/locale';
import { loadNavigation } from '../../common/navigation';
import { shopSettings } from '../../common/settings';
import { instalmentsAvailable } from '@vitrine/instalment-math';
import { isSku } from '@vitrine/catalog-rules';
import { addToBasket, calculateInstalments, submitReview } from './actions';
import { InstalmentCalculatorDisclosure } from './instalment-calculator-island';
import { loadProduct, loadRating, type Product, type Rating } from './load';
import { LazyReviewForm, LazyReviewsList } from './review-islands';
import { WISHLIST_ENDPOINT } from '../../common/wishlist';

export interface ProductParams {
  params: Promise<{ locale: string; slug: string; sku: string }>;
}

function jsonLd(product: Product, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    sku: product.sku,
    name: product.productName,
    description: product.description,
    brand: { '@type': 'Brand', name: product.brand },
    image: product.images.map((i) => i.url),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: product.price.currency,
      price: (product.price.amount / 100).toFixed(2),
      availability: product.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(product.rating !== null && product.reviewCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviewCount } }
      : {}),
  };
}

export function createProductPage(tenant: TenantConfig) {
  const settings = shopSettings(tenant);

  async function resolve(params: ProductParams['params']) {
    const locale = await localeOf(tenant, params);
    const { slug, sku } = await params;
    const product = await loadProduct(tenant, sku, locale);
    if (!product) notFound();
    const canonical = pathFor('product', locale, settings.locales, { slug: product.slug, sku: product.sku });
    return { locale, slug, product, canonical };
  }

  async function generateMetadata({ params }: ProductParams): Promise<Metadata> {
    const { product, canonical } = await resolve(params);
    const languages = Object.fromEntries(
      tenant.i18n.locales.map((l) => {
        const slug = product.slugs.find((s) => s.locale === l)?.slug ?? product.slug;
        return [l, pathFor('product', l, settings.locales, { slug, sku: product.sku })];
      }),
    );
    return {
      title: product.productName,
      description: product.description.slice(0, 160),
      alternates: { canonical, languages },
      openGraph: { title: product.productName, images: product.images.slice(0, 1).map((i) => i.url) },
    };
  }

  function ProductView({
    product,
    locale,
    canonical,
    rating: ratingData,
    trail,
  }: {
    product: Product;
    locale: ProductLocale;
    canonical: string;
    rating: Rating | null;
    trail: Crumb[];
  }) {
    const { t, i18n } = useLingui();
    const [first, ...more] = product.images;
    const { rating, reviewCount, sku } = product;
    const ratingText = rating === null ? '' : i18n.number(rating, { maximumFractionDigits: 1 });
    return (
      <article className="vt-product" aria-labelledby="product-name">
        <Breadcrumbs home={pathFor('storefront', locale, settings.locales)} trail={trail} current={product.productName} />
        <div className="vt-product__layout">
          <div className="vt-gallery" role="group" aria-label={t`Produktbilder`}>
            {first ? <img src={first.url} alt={first.alt} width={first.width} height={first.height} fetchPriority="high" /> : null}
            {more.length ? (
              <ul className="vt-gallery__thumbs">
                {more.map((image) => (
                  <li key={image.url}>
                    <img src={image.url} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div className="vt-product__buy">
            <p className="vt-product__brand">{product.brand}</p>
            <h1 id="product-name">{product.productName}</h1>
            {rating !== null ? (
              <p className="vt-product__rating">
                <a href="#bewertungen">
                  {t`${ratingText} von 5 Sternen`}, <Plural value={reviewCount} one="# Bewertung" other="# Bewertungen" />
                </a>
              </p>
            ) : null}
            {product.flags.length ? (
              <p className="vt-product__flags">{product.price.discountPercent ? <Badge tone="sale">−{product.price.discountPercent}&#8239;%</Badge> : null}</p>
            ) : null}
            <Price price={product.price} format={tenant.priceFormat} size="detail" />
            {instalmentsAvailable(product.price.amount, tenant.installmentCalculator) ? (
              <InstalmentCalculatorDisclosure
                summary={<Trans>Ratenrechner</Trans>}
                loading={<Trans>Der Ratenrechner wird geladen …</Trans>}
                noScript={<Trans>Der Ratenrechner braucht JavaScript. Alle Raten sehen Sie auch bei der Zahlung in der Kasse.</Trans>}
                basePrice={product.price.amount}
                currency={tenant.currency}
                format={tenant.priceFormat}
                calculate={calculateInstalments.bind(null, tenant.key)}
              />
            ) : null}
            <BuyBox
              action={addToBasket.bind(null, tenant.key)}
              sku={product.sku}
              productName={product.productName}
              locale={locale}
              currency={tenant.currency}
              dimension={product.variationDimension}
              variants={product.variants}
              available={product.available}
              locales={settings.locales}
              format={tenant.priceFormat}
              heart={
                WISHLIST_ENDPOINT ? <BuyBoxHeart form="buy-box" action={WISHLIST_ENDPOINT} product={product.sku} productName={product.productName} locale={locale} /> : undefined
              }
            />
            <p className="vt-product__availability" data-state={product.available ? 'available' : 'sold-out'}>
              {product.available ? t`Sofort lieferbar` : t`Leider ausverkauft`}
            </p>
          </div>
        </div>
        <section aria-labelledby="product-description" className="vt-section">
          <h2 id="product-description">
            <Trans>Produktbeschreibung</Trans>
          </h2>
          <p>{product.description}</p>
          <p className="vt-product__sku">
            <Trans>Artikelnummer: {sku}</Trans>
          </p>
        </section>
        <ServicesSection services={product.services} format={tenant.priceFormat} currency={tenant.currency} />
        <section aria-labelledby="product-reviews" className="vt-section vt-product-reviews" id="bewertungen">
          <h2 id="product-reviews">
            <Trans>Kundenbewertungen</Trans>
          </h2>
          {ratingData ? (
            <>
              <RatingSummary average={ratingData.average} count={ratingData.count} distribution={ratingData.distribution} locale={locale} />
              {/* The page is kept in the shops' cache under a stable CSP nonce: no shopper's text in its HTML (the reviews are read in the browser). */}
              <LazyReviewsList sku={product.sku} locale={locale} timeZone={tenant.timeZone} initial={{ ...ratingData, reviews: { ...ratingData.reviews, nodes: [] } }} deferred />
            </>
          ) : null}
          <h3 id="write-review">
            <Trans>Bewertung schreiben</Trans>
          </h3>
          <LazyReviewForm action={submitReview.bind(null, tenant.key)} sku={product.sku} locale={locale} tags={product.reviewTags} />
        </section>
        <AbRecommendations sku={product.sku} locale={locale} currency={tenant.currency} placement="PRODUCT_PAGE" locales={settings.locales} format={tenant.priceFormat} />
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd(product, canonical)).replace(/</g, '\\u003c') }} />
      </article>
    );
  }

  async function ProductPage({ params }: ProductParams) {
    const locale = await localeOf(tenant, params);
    const { sku } = await params;
    // The rating and the navigation do not wait for the product (the address names the sku): one
    // round trip to the gateway before the render, not two. An unknown sku ends in notFound() anyway.
    const [{ slug, product, canonical }, rating, navigation] = await Promise.all([
      resolve(params),
      isSku(sku) ? loadRating(tenant, sku, locale) : Promise.resolve(null),
      loadNavigation(tenant, locale),
    ]);
    // An old or foreign-language slug leads to the canonical address of this locale.
    if (slug !== product.slug) permanentRedirect(canonical);
    // Each step of the trail leads to its category listing (the navigation knows the slugs).
    const slugs = new Map(navigation.items.flatMap((i) => [i, ...i.children]).map((i) => [i.key, i.slug]));
    const trail = product.breadcrumbs.map((b) => {
      const slug = slugs.get(b.categoryKey);
      return { label: b.label, href: slug ? pathFor('category', locale, settings.locales, { slug }) : undefined };
    });
    return <ProductView product={product} locale={locale} canonical={canonical} rating={rating} trail={trail} />;
  }

  return { ProductPage, generateMetadata };
}
