'use client';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ProductRatingQuery, ReviewItemFragment } from '@vitrine/graphql-client';
import { Alert, Button } from '@vitrine/ui';
import { type Ref, useEffect, useRef, useState } from 'react';

type Rating = NonNullable<ProductRatingQuery['rating']>;
type Filter = { stars: number | null; tag: string | null };

export interface ReviewsListProps {
  sku: string;
  locale: string;
  timeZone: string;
  /** The rating with its first page of reviews, read on the server. */
  initial: Rating;
}

/** Loads a page of reviews through the app's /api/gateway/ (the client library arrives with the first request). */
async function loadPage(sku: string, locale: string, filter: Filter, page: number): Promise<Rating['reviews']> {
  const [{ browserGateway }, { ProductRatingDocument }] = await Promise.all([import('../../common/gateway'), import('@vitrine/graphql-client')]);
  const data = await browserGateway().request(ProductRatingDocument, { id: sku, locale, filter, page });
  if (!data.rating) throw new Error('product gone');
  return data.rating.reviews;
}

function ReviewItem({ review, locale, timeZone, focusRef }: { review: ReviewItemFragment; locale: string; timeZone: string; focusRef?: Ref<HTMLLIElement> | undefined }) {
  const { t } = useLingui();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(new Date(review.createdAt));
  const stars = review.stars;
  const ratingText = String(stars);
  // A review without a translation keeps its own language, announced as such.
  const lang = review.language === locale.slice(0, 2) ? undefined : review.language;
  return (
    <li className="vt-review" lang={lang} ref={focusRef} tabIndex={focusRef ? -1 : undefined}>
      <p className="vt-review__stars">
        <span aria-hidden="true">
          {'★'.repeat(stars)}
          {'☆'.repeat(5 - stars)}
        </span>
        <span className="vt-visually-hidden" lang={locale}>{t`${ratingText} von 5 Sternen`}</span>
      </p>
      <h3 className="vt-review__title">{review.title}</h3>
      <p className="vt-review__body">{review.body}</p>
      <p className="vt-review__meta" lang={locale}>
        {review.author}, <time dateTime={review.createdAt}>{date}</time>
        {review.verifiedPurchase ? <span className="vt-review__verified"> · {t`Verifizierter Kauf`}</span> : null}
      </p>
      {review.tags.length ? (
        <ul className="vt-review__tags" aria-label={t`Themen`} lang={locale}>
          {review.tags.map((tag) => (
            <li key={tag.key}>{tag.label}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The product's reviews: the first ten from the server (also without JavaScript), then filters by
 * stars and topic and "more reviews", ten at a time.
 */
export function ReviewsList({ sku, locale, timeZone, initial }: ReviewsListProps) {
  const { t } = useLingui();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const [filter, setFilter] = useState<Filter>({ stars: null, tag: null });
  const [pages, setPages] = useState<Rating['reviews'][]>([initial.reviews]);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const [retry, setRetry] = useState<(() => void) | null>(null);
  const firstNew = useRef<HTMLLIElement | null>(null);
  const [focusAt, setFocusAt] = useState<number | null>(null);

  const reviews = pages.flatMap((p) => p.nodes);
  const last = pages.at(-1)!;
  const reviewCount = last.totalCount;

  // Keyboard and screen-reader users continue at the first review of the new page.
  useEffect(() => {
    if (focusAt !== null) firstNew.current?.focus();
  }, [focusAt, pages]);

  function run(next: Filter, page: number) {
    const attempt = () => {
      setState('loading');
      loadPage(sku, locale, next, page).then(
        (result) => {
          if (page === 1) {
            setFocusAt(null);
            setPages([result]);
          }
          else {
            setFocusAt(reviews.length);
            setPages((current) => [...current, result]);
          }
          setState('idle');
        },
        () => {
          setState('error');
          setRetry(() => attempt);
        },
      );
    };
    attempt();
  }

  function choose(next: Filter) {
    setFilter(next);
    run(next, 1);
  }

  const starChoices = initial.distribution.filter((d) => d.count > 0);
  return (
    <div className="vt-reviews">
      {enhanced && initial.count > 0 ? (
        <div className="vt-reviews__filters" role="group" aria-label={t`Bewertungen filtern`}>
          <Button variant={filter.stars === null && filter.tag === null ? 'primary' : 'secondary'} size="small" aria-pressed={filter.stars === null && filter.tag === null} onClick={() => choose({ stars: null, tag: null })}>
            {t`Alle`}
          </Button>
          {starChoices.map((d) => {
            const stars = d.stars;
            const pressed = filter.stars === stars;
            return (
              <Button key={stars} variant={pressed ? 'primary' : 'secondary'} size="small" aria-pressed={pressed} onClick={() => choose({ stars: pressed ? null : stars, tag: filter.tag })}>
                <Plural value={stars} one="# Stern" other="# Sterne" /> ({d.count})
              </Button>
            );
          })}
          {initial.tags.map((tag) => {
            const pressed = filter.tag === tag.key;
            return (
              <Button key={tag.key} variant={pressed ? 'primary' : 'secondary'} size="small" aria-pressed={pressed} onClick={() => choose({ stars: filter.stars, tag: pressed ? null : tag.key })}>
                {tag.label} ({tag.count})
              </Button>
            );
          })}
        </div>
      ) : null}
      <p className="vt-reviews__count" role="status">
        {initial.count > 0 ? <Plural value={reviewCount} one="# Bewertung" other="# Bewertungen" /> : ''}
      </p>
      {reviews.length ? (
        <ul className="vt-reviews__list">
          {reviews.map((review, index) => (
            <ReviewItem key={review.id} review={review} locale={locale} timeZone={timeZone} focusRef={index === focusAt ? firstNew : undefined} />
          ))}
        </ul>
      ) : initial.count > 0 ? (
        <p>
          <Trans>Keine Bewertungen für diese Auswahl.</Trans>
        </p>
      ) : null}
      {state === 'error' ? (
        <Alert role="alert">
          {t`Bewertungen konnten nicht geladen werden.`}{' '}
          <Button size="small" variant="secondary" onClick={() => retry?.()}>
            {t`Erneut versuchen`}
          </Button>
        </Alert>
      ) : null}
      {enhanced && last.page < last.pageCount ? (
        <Button variant="secondary" onClick={() => run(filter, last.page + 1)} disabled={state === 'loading'} aria-busy={state === 'loading'}>
          {state === 'loading' ? t`Bewertungen werden geladen …` : t`Weitere Bewertungen anzeigen`}
        </Button>
      ) : null}
    </div>
  );
}
