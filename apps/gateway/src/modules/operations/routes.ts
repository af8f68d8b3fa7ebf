import { localePrefix, pathOfContentId } from '@vitrine/i18n';
import { isLoopback, shopOrigins } from '../../http/shops';
import { TENANTS } from '../../http/tenants';
import type { Route } from '../../http/router';
import { exposureCounts } from '../ab-testing/routes';
import { bucketOf } from '../content/service';
import { searchTotals, topZeroResultTerms } from '../search/analytics';
import { p75ByHour, pruneVitals } from '../vitals/repository';
import { type DraftLink, operationsPage } from './page';

const WEEK_MS = 7 * 86_400_000;
const RETENTION_MS = 90 * 86_400_000;

export const operationsRoutes: Route[] = [
  {
    path: /^\/ops\/?$/,
    fuzz: { requests: [{ method: 'GET', path: '/ops', params: ['tenant', 'pageType', 'device'] }] },
    async handle(context, req, res, _match, url) {
      if (!isLoopback(req)) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      const to = context.clock.now();
      const from = new Date(to.getTime() - WEEK_MS);
      await pruneVitals(context.db, new Date(to.getTime() - RETENTION_MS));
      const points = await p75ByHour(context.db, from);
      const origins = shopOrigins();
      const drafts: DraftLink[] = [];
      for (const tenant of Object.values(TENANTS)) {
        const bucket = bucketOf(tenant);
        for (const locale of tenant.i18n.locales) {
          for (const id of bucket.drafts(locale)) {
            const page = bucket.page(locale, id, { draft: true });
            if (!page) continue;
            const path = `${localePrefix(locale, { defaultLocale: tenant.i18n.defaultLocale, locales: tenant.i18n.locales })}${pathOfContentId(id)}`;
            const token = context.previewToken({ clientId: tenant.clientId, locale, id });
            const query = new URLSearchParams({ path, token });
            drafts.push({ tenant: tenant.key, locale, id, title: page.title, href: `${origins[tenant.key] ?? ''}/api/preview?${query}` });
          }
        }
      }
      const one = (name: string) => url.searchParams.get(name) || undefined;
      const exposures = await exposureCounts(context.db);
      const [zeroResults, totals] = await Promise.all([topZeroResultTerms(context.db, from), searchTotals(context.db, from)]);
      const html = operationsPage({
        points,
        from,
        to,
        filters: { tenant: one('tenant'), pageType: one('pageType'), device: one('device') },
        drafts,
        exposures,
        zeroResults,
        searchTotals: totals,
      });
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      });
      res.end(html);
    },
  },
];
