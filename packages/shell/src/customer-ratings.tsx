'use client';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CustomerRatingSummary } from '@vitrine/content';
import { Button, Stars } from '@vitrine/ui';

export type { CustomerRatingSummary };
type Rating = CustomerRatingSummary['ratings'][number];

export interface CustomerRatingsProps {
  summary: Pick<CustomerRatingSummary, 'average' | 'count' | 'distribution'>;
  /** The ratings shown so far (ten per page, newest first). */
  ratings: readonly Rating[];
  /** More pages to load. */
  hasMore: boolean;
  /** `loading` while the next page comes, `failed` when it could not be loaded. */
  state: 'idle' | 'loading' | 'failed';
  onMore: () => void;
  /** "Helpful": the shopper's vote for a rating. */
  onHelpful: (id: string) => void;
  /** Ratings the shopper has already found helpful. */
  helpful: ReadonlySet<string>;
  locale: string;
  /** The section's heading level (default 2). */
  headingLevel?: 2 | 3;
}

/**
 * The customer ratings of the shop (spec §1): the mean with how the stars spread, then the ratings
 * newest first, ten at a time, each with a "helpful" button counted once per shopper.
 */
export function CustomerRatings({ summary, ratings, hasMore, state, onMore, onHelpful, helpful, locale, headingLevel = 2 }: CustomerRatingsProps) {
  const { t, i18n } = useLingui();
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const average = i18n.number(summary.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const total = summary.count;
  return (
    <section className="vt-customer-ratings" aria-labelledby="customer-ratings-heading">
      <Heading id="customer-ratings-heading">
        <Trans>Kundenbewertungen</Trans>
      </Heading>
      <div className="vt-rating-summary">
        <p className="vt-rating-summary__average">
          <span className="vt-rating-summary__number">{average}</span> <Stars value={summary.average} /> <Plural value={total} one="aus # Bewertung" other="aus # Bewertungen" />
        </p>
        <ul className="vt-rating-summary__bars" aria-label={t`Verteilung der Sterne`}>
          {[5, 4, 3, 2, 1].map((stars) => {
            const n = summary.distribution[stars - 1] ?? 0;
            const share = total ? Math.round((n / total) * 100) : 0;
            return (
              <li key={stars}>
                <span>{t`${stars} Sterne`}</span>
                <span className="vt-rating-summary__bar" aria-hidden="true">
                  <span style={{ width: `${share}%` }} />
                </span>
                <span>{t`${share} %`}</span>
              </li>
            );
          })}
        </ul>
      </div>
      <ol className="vt-customer-ratings__list">
        {ratings.map((rating) => {
          const voted = helpful.has(rating.id);
          const count = rating.helpful;
          return (
            <li key={rating.id} className="vt-customer-rating">
              <Sub className="vt-customer-rating__head">
                <Stars value={rating.stars} />
                <span className="vt-visually-hidden">
                  {' – '}
                  {rating.author}
                </span>
              </Sub>
              <p className="vt-customer-rating__meta">
                {rating.author} · <time dateTime={rating.date}>{date.format(new Date(`${rating.date}T00:00:00Z`))}</time>
              </p>
              {rating.text ? <p>{rating.text}</p> : null}
              <p className="vt-customer-rating__helpful">
                <Button variant="secondary" size="small" aria-pressed={voted} disabled={voted} onClick={() => onHelpful(rating.id)}>
                  {voted ? t`Danke für Ihre Stimme` : t`Hilfreich`}
                </Button>{' '}
                <span>
                  <Plural value={count} one="# Person fand das hilfreich" other="# Personen fanden das hilfreich" />
                </span>
              </p>
            </li>
          );
        })}
      </ol>
      {state === 'failed' ? (
        <p role="alert" className="vt-field__error">
          <Trans>Die Bewertungen konnten nicht geladen werden. Bitte versuchen Sie es noch einmal.</Trans>
        </p>
      ) : null}
      {hasMore ? (
        <Button variant="secondary" onClick={onMore} disabled={state === 'loading'} aria-busy={state === 'loading'}>
          {state === 'loading' ? t`Bewertungen werden geladen …` : t`Weitere Bewertungen`}
        </Button>
      ) : null}
    </section>
  );
}
