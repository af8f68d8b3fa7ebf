import type { CustomerRatingSummary } from '@vitrine/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopFetch, startTestGateway, type TestGateway } from './harness';

let gateway: TestGateway;
let base: string;
beforeAll(async () => {
  gateway = await startTestGateway({ products: 5 });
  ({ base } = gateway);
});
afterAll(() => gateway.close());

const headers = (tenant: string, visitor?: string) => ({ 'content-type': 'application/json', 'x-vitrine-tenant': tenant, ...(visitor ? { 'x-vitrine-visitor': visitor } : {}) });
const summary = async (tenant: string, locale: string, page = 1) => {
  const res = await fetch(new URL(`/api/inform/rating/all/get?locale=${locale}&page=${page}`, base), { headers: { 'x-vitrine-tenant': tenant } });
  return { status: res.status, body: (await res.json()) as CustomerRatingSummary };
};
const post = (path: string, tenant: string, body: unknown, visitor?: string) =>
  shopFetch(new URL(path, base), { method: 'POST', headers: headers(tenant, visitor), body: JSON.stringify(body) });

describe('customer ratings', () => {
  it('sums up the feedback tenant’s published ratings and lists ten of the page’s language, newest first', async () => {
    const de = await summary('base', 'de-DE');
    expect(de.status).toBe(200);
    expect(de.body.feedbackTenantId).toBe(1900);
    // 1240 German and 380 Dutch reference ratings share the base feedback tenant.
    expect(de.body.count).toBe(1620);
    expect(de.body.distribution.reduce((a, b) => a + b, 0)).toBe(1620);
    expect(de.body.average).toBeGreaterThan(4);
    expect(de.body.average).toBeLessThan(5);
    expect(de.body.ratings).toHaveLength(10);
    expect(de.body.pages).toBe(124);
    const dates = de.body.ratings.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(de.body.ratings.some((r) => r.text?.includes('Lieferung'))).toBe(true);
    const nl = await summary('nl', 'nl-NL', 38);
    expect(nl.body).toMatchObject({ feedbackTenantId: 1900, count: 1620, page: 38, pages: 38 });
    expect(nl.body.ratings.every((r) => !r.text || !/Lieferung/.test(r.text))).toBe(true);
    const ch = await summary('ch', 'fr-CH');
    expect(ch.body).toMatchObject({ feedbackTenantId: 1300, count: 570, pages: 16 });
    expect(ch.body.ratings.find((r) => r.text)?.text).toMatch(/[a-zé]/);
  });

  it('refuses a locale of another shop and a page that is not a number', async () => {
    expect((await summary('base', 'fr-CH')).status).toBe(400);
    expect((await summary('base', 'de-DE', 0)).status).toBe(400);
    expect((await summary('base', 'de-DE', 9999)).body.page).toBe(124);
  });

  it('counts one “helpful” per visitor and rating', async () => {
    const [first] = (await summary('ch', 'de-CH')).body.ratings;
    const vote = async (visitor: string) => (await post('/api/inform/rating/feedback', 'ch', { ratingId: first!.id }, visitor)).json();
    expect(await vote('aaaaaaaaaaaaaaaaaaaa')).toEqual({ helpful: first!.helpful + 1, counted: true });
    expect(await vote('aaaaaaaaaaaaaaaaaaaa')).toEqual({ helpful: first!.helpful + 1, counted: false });
    expect(await vote('bbbbbbbbbbbbbbbbbbbb')).toEqual({ helpful: first!.helpful + 2, counted: true });
    // A rating of another feedback tenant is not this shop's.
    const [german] = (await summary('base', 'de-DE')).body.ratings;
    expect((await post('/api/inform/rating/feedback', 'ch', { ratingId: german!.id }, 'aaaaaaaaaaaaaaaaaaaa')).status).toBe(404);
    expect((await post('/api/inform/rating/feedback', 'ch', { ratingId: first!.id })).status).toBe(400);
  });
});

describe('the customer-satisfaction survey', () => {
  const visitor = 'cccccccccccccccccccc';
  it('offers the survey of the bucket in the page’s locale, and says whether the visitor answered it', async () => {
    const res = await shopFetch(new URL('/api/inform/rating/new/get?locale=fr-CH', base), { headers: headers('ch', visitor) });
    const body = (await res.json()) as { survey: { id: string; title: string; questions: { id: string }[] }; answered: boolean };
    expect(body.survey.id).toBe('zufriedenheit-2026');
    expect(body.survey.title).toMatch(/satisfait/);
    expect(body.survey.questions.map((q) => q.id)).toEqual(['overall', 'found', 'comment']);
    expect(body.answered).toBe(false);
  });

  it('checks the answers again, stores them once, and the overall stars become a rating waiting for moderation', async () => {
    const store = (answers: unknown, who = visitor, surveyId = 'zufriedenheit-2026') => post('/api/inform/rating/new/store', 'ch', { locale: 'de-CH', surveyId, answers }, who);
    const bad = await store({ overall: 7, found: 'vielleicht', extra: 'x' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { problems: object } }).error.problems).toEqual({ overall: 'stars-range', found: 'unknown-option', extra: 'unknown-question' });
    expect((await store({ overall: 4 }, visitor, 'no-such-survey')).status).toBe(404);
    const before = (await summary('ch', 'de-CH')).body.count;
    expect((await store({ overall: 2, found: 'partly', comment: '  Lieferung zu spät  ' })).status).toBe(201);
    expect((await store({ overall: 5 })).status).toBe(409);
    const rows = await gateway.db.query<{ stars: number; text: string; status: string; feedback_tenant_id: number }>(
      `select stars, text, status, feedback_tenant_id from customer_ratings where visitor = $1`,
      [visitor],
    );
    expect(rows).toEqual([{ stars: 2, text: 'Lieferung zu spät', status: 'pending', feedback_tenant_id: 1300 }]);
    expect((await summary('ch', 'de-CH')).body.count).toBe(before);
    const again = await shopFetch(new URL('/api/inform/rating/new/get?locale=de-CH', base), { headers: headers('ch', visitor) });
    expect(((await again.json()) as { answered: boolean }).answered).toBe(true);
  });
});
