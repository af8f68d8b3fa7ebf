import { isProductLocale, languageOf, type ProductLocale } from '@vitrine/i18n';
import type { TenantConfig } from '@vitrine/tenant-config';
import { readJsonObject } from '../../http/body';
import { type Route, sendJson } from '../../http/router';
import { bucketOf } from '../content/service';
import { answered, ratingSummary, storeAnswers, voteHelpful } from './service';

const localeOf = (tenant: TenantConfig, value: unknown): ProductLocale | undefined =>
  isProductLocale(value) && (tenant.i18n.locales as readonly string[]).includes(value) ? value : undefined;

const methodNotAllowed = (res: Parameters<Route['handle']>[2], allow: string) => {
  res.setHeader('allow', allow);
  sendJson(res, 405, { error: { code: 'method-not-allowed', message: `Use ${allow}` } });
};

/**
 * The customer ratings and the customer-satisfaction survey (spec §7's `/api/inform/rating/…`):
 * `all/get` the widget's summary and a page of ratings, `feedback` a "helpful" vote, `new/get` the
 * survey offered now (from the bucket) and whether the visitor answered it, `new/store` the answers.
 */
export const customerRatingRoutes: Route[] = [
  {
    path: /^\/api\/inform\/rating\/all\/get$/,
    fuzz: { requests: [{ method: 'GET', path: '/api/inform/rating/all/get', params: ['locale', 'page'] }] },
    async handle({ db, tenant }, req, res, _match, url) {
      if (req.method !== 'GET') return methodNotAllowed(res, 'GET');
      const locale = localeOf(tenant, url.searchParams.get('locale'));
      if (!locale) return sendJson(res, 400, { error: { code: 'bad-locale', message: 'Not a locale of this shop' } });
      const page = Number(url.searchParams.get('page') ?? '1');
      if (!Number.isInteger(page) || page < 1 || page > 10_000) return sendJson(res, 400, { error: { code: 'bad-page', message: 'A page is a whole number from 1' } });
      const summary = await ratingSummary(db, tenant.customerRatings.feedbackTenantId, languageOf(locale), page, tenant.product.ratingPageSize);
      return sendJson(res, 200, summary, 'public, max-age=60');
    },
  },
  {
    path: /^\/api\/inform\/rating\/feedback$/,
    fuzz: { requests: [{ method: 'POST', path: '/api/inform/rating/feedback', body: ['ratingId'] }] },
    limit: () => 'write',
    async handle({ db, tenant, visitor, clock }, req, res) {
      if (req.method !== 'POST') return methodNotAllowed(res, 'POST');
      if (!visitor) return sendJson(res, 400, { error: { code: 'no-visitor', message: 'A vote needs the visitor' } });
      const body = await readJsonObject(req, 512);
      if (!body || typeof body.ratingId !== 'string' || !/^\d{1,12}$/.test(body.ratingId))
        return sendJson(res, 400, { error: { code: 'bad-rating', message: 'ratingId is the id of a rating' } });
      const voted = await voteHelpful(db, tenant.customerRatings.feedbackTenantId, body.ratingId, visitor, clock.now());
      if (!voted) return sendJson(res, 404, { error: { code: 'no-such-rating', message: 'No published rating of this shop has that id' } });
      return sendJson(res, 200, voted);
    },
  },
  {
    path: /^\/api\/inform\/rating\/new\/get$/,
    fuzz: { requests: [{ method: 'GET', path: '/api/inform/rating/new/get', params: ['locale'] }] },
    async handle({ db, tenant, visitor, clock }, req, res, _match, url) {
      if (req.method !== 'GET') return methodNotAllowed(res, 'GET');
      const locale = localeOf(tenant, url.searchParams.get('locale'));
      if (!locale) return sendJson(res, 400, { error: { code: 'bad-locale', message: 'Not a locale of this shop' } });
      const survey = bucketOf(tenant).survey(locale, clock.now());
      if (!survey) return sendJson(res, 404, { error: { code: 'no-survey', message: 'No survey is offered now' } });
      return sendJson(res, 200, { survey, answered: await answered(db, tenant.key, survey.id, visitor) });
    },
  },
  {
    path: /^\/api\/inform\/rating\/new\/store$/,
    fuzz: { requests: [{ method: 'POST', path: '/api/inform/rating/new/store', body: ['locale', 'surveyId', 'answers'] }] },
    limit: () => 'write',
    async handle({ db, tenant, visitor, clock }, req, res) {
      if (req.method !== 'POST') return methodNotAllowed(res, 'POST');
      if (!visitor) return sendJson(res, 400, { error: { code: 'no-visitor', message: 'Answers need the visitor' } });
      const body = await readJsonObject(req, 16 * 1024);
      const locale = localeOf(tenant, body?.locale);
      if (!body || !locale) return sendJson(res, 400, { error: { code: 'bad-locale', message: 'Not a locale of this shop' } });
      const survey = bucketOf(tenant).survey(locale, clock.now());
      if (!survey || survey.id !== body.surveyId) return sendJson(res, 404, { error: { code: 'no-survey', message: 'That survey is not offered now' } });
      const stored = await storeAnswers(db, {
        tenant: tenant.key,
        feedbackTenantId: tenant.customerRatings.feedbackTenantId,
        language: languageOf(locale),
        survey,
        visitor,
        answers: body.answers,
        now: clock.now(),
      });
      if (stored.status === 'problems') return sendJson(res, 400, { error: { code: 'bad-answers', message: 'Some answers do not fit the survey', problems: stored.problems } });
      if (stored.status === 'answered-before') return sendJson(res, 409, { error: { code: 'answered-before', message: 'This visitor has answered the survey' } });
      return sendJson(res, 201, { stored: true });
    },
  },
];
