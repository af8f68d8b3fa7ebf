import { SitemapProductsDocument } from '@vitrine/graphql-client';
import { hasRoute, pathFor, type ProductLocale } from '@vitrine/i18n';
import { requestOrigin, serverGateway } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import { loadContentIndex, loadSeo } from '../common/content';
import { categorySeoId } from '../common/seo';
import { loadNavigation } from '../common/navigation';
import { contentPath } from '../content/content-path';
import { shopSettings } from '../common/settings';

/** Products per request to the gateway (well inside its cost limit). */
const PAGE = 100;
/** How long the product list of the sitemap is reused, in seconds. */
const SITEMAP_REVALIDATE_SECONDS = 3600;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every product's sku and slug in a locale, page by page. */
async function productsOf(tenant: TenantConfig, locale: ProductLocale): Promise<{ sku: string; slug: string }[]> {
  const out: { sku: string; slug: string }[] = [];
  for (let after: string | null = null, pages = 0; pages < 1000; pages++) {
    const { products }: { products: { nodes: { sku: string; slug: string }[]; endCursor: string | null; hasNextPage: boolean } } = await serverGateway(tenant).request(
      SitemapProductsDocument,
      { locale, currency: tenant.currency, first: PAGE, after },
      { init: { next: { revalidate: SITEMAP_REVALIDATE_SECONDS, tags: ['products'] } } },
    );
    out.push(...products.nodes);
    if (!products.hasNextPage || !products.endCursor) break;
    after = products.endCursor;
  }
  return out;
}

/** The paths of a locale the sitemap lists: storefront, service pages, editors' pages (not the noindex ones), every category of the navigation and every product. */
export async function sitemapPaths(tenant: TenantConfig, locale: ProductLocale): Promise<string[]> {
  const settings = shopSettings(tenant).locales;
  const [navigation, products, content] = await Promise.all([loadNavigation(tenant, locale), productsOf(tenant, locale), loadContentIndex(tenant, locale)]);
  // An SEO file of the bucket may keep a screen or a category out of the index (noindex).
  const indexed = async (seoId: string) => !(await loadSeo(tenant, locale, seoId))?.noindex;
  const screens = [
    ['storefront', 'storefront'],
    ['service', 'service'],
    ['braSizeFinder', 'bra-size-finder'],
  ] as const;
  const paths: string[] = [];
  for (const [screen, seoId] of screens) if (hasRoute(screen, locale) && (await indexed(seoId))) paths.push(pathFor(screen, locale, settings));
  for (const page of content) if (!page.noindex) paths.push(contentPath(tenant, locale, page.id));
  for (const category of navigation.items.flatMap((item) => [item, ...item.children]))
    if (await indexed(categorySeoId(category.key))) paths.push(pathFor('category', locale, settings, { slug: category.slug }));
  for (const product of products) paths.push(pathFor('product', locale, settings, { slug: product.slug, sku: product.sku }));
  return [...new Set(paths)];
}

/**
 * `GET /sitemap.xml` and `GET /robots.txt` of a tenant's app: the sitemap lists the pages of every
 * locale of the shop at the origin the request came to; robots.txt keeps crawlers out of the APIs
 * and the search results and points to the sitemap.
 */
export function createSeoHandlers(tenant: TenantConfig) {
  const settings = shopSettings(tenant).locales;
  async function sitemap(request: Request): Promise<Response> {
    const origin = requestOrigin(request);
    const lists = await Promise.all(tenant.i18n.locales.map((locale) => sitemapPaths(tenant, locale as ProductLocale)));
    const urls = lists.flat().map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`);
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
  }
  function robots(request: Request): Response {
    const origin = requestOrigin(request);
    const disallow = new Set(['/api/']);
    for (const locale of tenant.i18n.locales as ProductLocale[]) {
      // The results of a search are not pages of their own for a crawler.
      disallow.add(`${pathFor('search', locale, settings, { term: 'x' }).slice(0, -1)}`);
    }
    const text = ['User-agent: *', 'Allow: /', ...[...disallow].map((path) => `Disallow: ${path}`), `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
    return new Response(text, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
  }
  return { sitemap, robots };
}
