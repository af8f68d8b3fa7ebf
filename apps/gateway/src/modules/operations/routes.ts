import { localePrefix, pathOfContentId } from '@vitrine/i18n';
import { shopOrigins } from '../../http/shops';
import { TENANTS } from '../../http/tenants';
import { type Route, sendJson } from '../../http/router';
import { readJsonObject } from '../../http/body';
import { endUnpaidPrepayments } from '../checkout/prepayments';
import { exposureCounts } from '../ab-testing/routes';
import { bucketOf } from '../content/service';
import { flushSearchCounts, searchTotals, topZeroResultTerms } from '../search/analytics';
import { p75ByHour, pruneVitals } from '../vitals/repository';
import { type DraftLink, operationsPage } from './page';

const WEEK_MS = 7 * 86_400_000;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Whether the operator may run the jobs as of a later time (VITRINE_SANDBOX_JOBS=1: tests and staging, never production). */
export function sandboxJobsAllowed(): boolean {
  return process.env.VITRINE_SANDBOX_JOBS === '1';
}
const RETENTION_MS = 90 * 86_400_000;

export const operationsRoutes: Route[] = [
  {
    operator: true,
    path: /^\/ops\/?$/,
    fuzz: { requests: [{ method: 'GET', path: '/ops', params: ['tenant', 'pageType', 'device'] }] },
    async handle(context, _req, res, _match, url) {
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
      // The searches counted in memory so far are written first: the page shows them all.
      await flushSearchCounts(context.db);
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
  {
    // The unpaid prepayments' job, run now as of a later time (`at`), for one order: how a tester sees
    // an order cancelled after its pay-by day without waiting two weeks or moving the clock of every
    // other shopper. Only where the gateway was started with VITRINE_SANDBOX_JOBS=1 (the e2e stack; never
    // production), on the operator listener; otherwise this path does not exist.
    operator: true,
    path: /^\/ops\/jobs\/prepayments$/,
    fuzz: { requests: [{ method: 'POST', path: '/ops/jobs/prepayments', body: ['at', 'order'] }] },
    async handle(context, req, res) {
      if (!sandboxJobsAllowed()) return sendJson(res, 404, { error: 'not found' });
      if (req.method !== 'POST') return sendJson(res, 405, { error: 'POST only' });
      const body = await readJsonObject(req);
      const at = typeof body?.at === 'string' && ISO_INSTANT.test(body.at) ? new Date(body.at) : undefined;
      const order = typeof body?.order === 'string' && /^\d{1,12}$/.test(body.order) ? body.order : undefined;
      const now = context.clock.now();
      if (!at || Number.isNaN(at.getTime()) || !order) return sendJson(res, 400, { error: 'the body is {"at": an ISO instant, "order": an order number}' });
      // Time moves forward only, and not past a year.
      if (at < now || at.getTime() - now.getTime() > 366 * 86_400_000) return sendJson(res, 400, { error: 'at is from now to a year ahead' });
      const run = await endUnpaidPrepayments({ ...context, clock: { now: () => at } }, context.staleProducts, order);
      sendJson(res, 200, run);
    },
  },
];
