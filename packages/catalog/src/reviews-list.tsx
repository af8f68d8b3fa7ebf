'use client';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReviewItemFragment } from '@vitrine/graphql-client';
import { useSlowLoading } from '@vitrine/graphql-client/react';
import { Alert, Button } from '@vitrine/ui';
import { lazy, type Ref, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { RatingData, ReviewFilter, ReviewPage } from './reviews-queries';

// Filtering and "more" arrive with the first click: TanStack Query is not part of the first load.
const ReviewsPager = lazy(() => import('./reviews-pager'));

export interface ReviewsListProps {
  sku: string;
  locale: string;
  timeZone: string;
  /** The rating with its first page of reviews, read on the server (without its reviews when `deferred`). */
  initial: RatingData;
  /**
   * The reviews themselves are read in the browser: a page kept in a shared cache carries no text a
   * shopper wrote (its stable CSP nonce must not meet anyone's text; see @vitrine/next-adapter).
   * Without JavaScript the summary stays, with a note.
   */
  deferred?: boolean;
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
export function ReviewsList({ sku, locale, timeZone, initial, deferred = false }: ReviewsListProps) {
  const { t } = useLingui();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const [filter, setFilter] = useState<ReviewFilter>({ stars: null, tag: null });
  const [pages, setPages] = useState<ReviewPage[]>([initial.reviews]);
  const [requested, setRequested] = useState(1);
  const [attempt, setAttempt] = useState(0);
  // Deferred reviews are asked for as soon as the list runs in the browser.
  const [active, setActive] = useState(deferred && initial.count > 0);
  const [state, setState] = useState({ fetching: deferred && initial.count > 0, error: false });
  const firstNew = useRef<HTMLLIElement | null>(null);
  const focusAt = useRef<number | null>(null);

  const onPages = useCallback((next: ReviewPage[], s: { fetching: boolean; error: boolean }) => {
    if (next.length) setPages(next);
    setState(s);
  }, []);

  const reviews = pages.flatMap((p) => p.nodes);
  const last = pages.at(-1)!;
  const reviewCount = last.totalCount;

  // Keyboard and screen-reader users continue at the first review of the new page.
  useEffect(() => {
    if (focusAt.current !== null && reviews.length > focusAt.current) {
      firstNew.current?.focus();
      focusAt.current = null;
    }
  }, [reviews.length]);

  function choose(next: ReviewFilter) {
    focusAt.current = null;
    setFilter(next);
    setRequested(1);
    setActive(true);
  }

  function more() {
    focusAt.current = reviews.length;
    setRequested(pages.length + 1);
    setAttempt((n) => n + 1);
    setActive(true);
  }

  const loading = active && state.fetching;
  const slow = useSlowLoading(loading);
  const starChoices = initial.distribution.filter((d) => d.count > 0);
  return (
    <div className="vt-reviews">
      {enhanced && initial.count > 0 ? (
        <div className="vt-reviews__filters" role="group" aria-label={t`Bewertungen filtern`}>
          <Button
            variant={filter.stars === null && filter.tag === null ? 'primary' : 'secondary'}
            size="small"
            aria-pressed={filter.stars === null && filter.tag === null}
            onClick={() => choose({ stars: null, tag: null })}
          >
            {t`Alle`}
          </Button>
          {starChoices.map((d) => {
            const stars = d.stars;
            const pressed = filter.stars === stars;
            return (
              <Button
                key={stars}
                variant={pressed ? 'primary' : 'secondary'}
                size="small"
                aria-pressed={pressed}
                onClick={() => choose({ stars: pressed ? null : stars, tag: filter.tag })}
              >
                <Plural value={stars} one="# Stern" other="# Sterne" /> ({d.count})
              </Button>
            );
          })}
          {initial.tags.map((tag) => {
            const pressed = filter.tag === tag.key;
            return (
              <Button
                key={tag.key}
                variant={pressed ? 'primary' : 'secondary'}
                size="small"
                aria-pressed={pressed}
                onClick={() => choose({ stars: filter.stars, tag: pressed ? null : tag.key })}
              >
                {tag.label} ({tag.count})
              </Button>
            );
          })}
        </div>
      ) : null}
      <p className="vt-reviews__count" role="status">
        {initial.count > 0 ? <Plural value={reviewCount} one="# Bewertung" other="# Bewertungen" /> : ''}
      </p>
      {deferred && initial.count > 0 ? (
        <noscript>
          <p>
            <Trans>Die Texte der Bewertungen zeigt diese Seite mit JavaScript.</Trans>
          </p>
        </noscript>
      ) : null}
      {reviews.length ? (
        <ul className="vt-reviews__list">
          {reviews.map((review, index) => (
            <ReviewItem key={review.id} review={review} locale={locale} timeZone={timeZone} focusRef={index === focusAt.current ? firstNew : undefined} />
          ))}
        </ul>
      ) : initial.count > 0 && !(deferred && state.fetching) && !(deferred && !enhanced) ? (
        <p>
          <Trans>Keine Bewertungen für diese Auswahl.</Trans>
        </p>
      ) : null}
      {state.error ? (
        <Alert role="alert">
          {t`Bewertungen konnten nicht geladen werden.`}{' '}
          <Button size="small" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t`Erneut versuchen`}
          </Button>
        </Alert>
      ) : null}
      {slow ? <p role="status">{t`Das Laden dauert länger als üblich. Bitte haben Sie noch einen Moment Geduld.`}</p> : null}
      {enhanced && last.page < last.pageCount ? (
        <Button variant="secondary" onClick={more} disabled={loading} aria-busy={loading}>
          {loading ? t`Bewertungen werden geladen …` : t`Weitere Bewertungen anzeigen`}
        </Button>
      ) : null}
      {active ? (
        <Suspense fallback={null}>
          <ReviewsPager sku={sku} locale={locale} filter={filter} initial={deferred ? undefined : initial.reviews} requested={requested} attempt={attempt} onPages={onPages} />
        </Suspense>
      ) : null}
    </div>
  );
}
