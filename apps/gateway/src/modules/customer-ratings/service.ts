import { checkSurveyAnswers, type CustomerRatingSummary, ratingOf, type Survey, type SurveyProblem } from '@vitrine/content';
import type { Database } from '../../db/database';

type Db = Pick<Database, 'query'>;

/**
 * The shop's customer ratings for its feedback tenant (1900 base, 1300 shop-ch): the mean and
 * spread of every published rating, and a page of those in the page's language, newest first.
 */
export async function ratingSummary(db: Db, feedbackTenantId: number, language: string, page: number, pageSize: number): Promise<CustomerRatingSummary> {
  const spread = await db.query<{ stars: number; count: number }>(
    `select stars, count(*)::int as count from customer_ratings where feedback_tenant_id = $1 and status = 'published' group by stars`,
    [feedbackTenantId],
  );
  const distribution: CustomerRatingSummary['distribution'] = [0, 0, 0, 0, 0];
  for (const row of spread) distribution[row.stars - 1] = row.count;
  const count = distribution.reduce((a, b) => a + b, 0);
  const average = count === 0 ? 0 : Math.round((distribution.reduce((sum, n, i) => sum + n * (i + 1), 0) / count) * 10) / 10;
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
    `select count(*)::int as total from customer_ratings where feedback_tenant_id = $1 and language = $2 and status = 'published'`,
    [feedbackTenantId, language],
  );
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  const rows = await db.query<{ id: string; stars: number; text: string | null; author: string; created_at: Date | string; helpful: number }>(
    `select id::text, stars, text, author, created_at, helpful from customer_ratings
     where feedback_tenant_id = $1 and language = $2 and status = 'published'
     order by created_at desc, id desc limit $3 offset $4`,
    [feedbackTenantId, language, pageSize, (current - 1) * pageSize],
  );
  return {
    feedbackTenantId,
    average,
    count,
    distribution,
    page: current,
    pages,
    ratings: rows.map((r) => ({ id: r.id, stars: r.stars, text: r.text, author: r.author, date: new Date(r.created_at).toISOString().slice(0, 10), helpful: r.helpful })),
  };
}

/** "Helpful": one vote per visitor and rating; the count after it (undefined for an unknown rating). */
export async function voteHelpful(db: Db, feedbackTenantId: number, ratingId: string, visitor: string, now: Date): Promise<{ helpful: number; counted: boolean } | undefined> {
  const [rating] = await db.query<{ id: string }>(`select id::text from customer_ratings where id = $1::bigint and feedback_tenant_id = $2 and status = 'published'`, [
    ratingId,
    feedbackTenantId,
  ]);
  if (!rating) return undefined;
  const inserted = await db.query<{ rating_id: string }>(
    'insert into customer_rating_votes (rating_id, visitor, created_at) values ($1::bigint, $2, $3) on conflict do nothing returning rating_id::text',
    [ratingId, visitor, now],
  );
  const [row] = inserted.length
    ? await db.query<{ helpful: number }>('update customer_ratings set helpful = helpful + 1 where id = $1::bigint returning helpful', [ratingId])
    : await db.query<{ helpful: number }>('select helpful from customer_ratings where id = $1::bigint', [ratingId]);
  return { helpful: row!.helpful, counted: inserted.length > 0 };
}

/** How a new rating is signed: the survey asks for no name. */
const ANONYMOUS: Record<string, string> = { de: 'Kunde', fr: 'Client', nl: 'Klant' };

export type StoreAnswer = { status: 'stored' } | { status: 'problems'; problems: Record<string, SurveyProblem> } | { status: 'answered-before' };

/**
 * Stores a visitor's answers to the survey, checked again with @vitrine/content's rule (the shop's
 * check is a courtesy); the overall stars with the public text become a customer rating that waits
 * for moderation. A visitor answers a survey once.
 */
export async function storeAnswers(
  db: Pick<Database, 'query' | 'transaction'>,
  input: { tenant: string; feedbackTenantId: number; language: string; survey: Survey; visitor: string; answers: unknown; now: Date },
): Promise<StoreAnswer> {
  const { problems, answers } = checkSurveyAnswers(input.survey, input.answers);
  if (Object.keys(problems).length) return { status: 'problems', problems };
  return db.transaction(async (tx) => {
    const [response] = await tx.query<{ id: string }>(
      `insert into survey_responses (tenant, survey_id, locale, visitor, answers, created_at) values ($1, $2, $3, $4, $5, $6)
       on conflict (tenant, survey_id, visitor) do nothing returning id::text`,
      [input.tenant, input.survey.id, input.survey.locale, input.visitor, JSON.stringify(answers), input.now],
    );
    if (!response) return { status: 'answered-before' } as const;
    const rating = ratingOf(input.survey, answers);
    if (rating) {
      const [row] = await tx.query<{ id: string }>(
        `insert into customer_ratings (feedback_tenant_id, language, stars, text, author, status, visitor, created_at)
         values ($1, $2, $3, $4, $5, 'pending', $6, $7) returning id::text`,
        [input.feedbackTenantId, input.language, rating.stars, rating.text, ANONYMOUS[input.language] ?? 'Kunde', input.visitor, input.now],
      );
      await tx.query('update survey_responses set rating_id = $1::bigint where id = $2::bigint', [row!.id, response.id]);
    }
    return { status: 'stored' } as const;
  });
}

/** Whether the visitor has answered the survey. */
export async function answered(db: Db, tenant: string, surveyId: string, visitor: string | undefined): Promise<boolean> {
  if (!visitor) return false;
  const rows = await db.query('select 1 from survey_responses where tenant = $1 and survey_id = $2 and visitor = $3', [tenant, surveyId, visitor]);
  return rows.length > 0;
}
