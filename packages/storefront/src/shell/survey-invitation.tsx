'use client';
import { useLingui } from '@lingui/react/macro';
import type { Survey } from '@vitrine/content';
import { Button } from '@vitrine/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

/** The survey's dialog and form are code the shopper loads only when taking part. */
const SurveyDialog = lazy(() => import('./survey-dialog'));

/**
 * The customer-satisfaction survey's invitation in the footer: once the footer comes into view the
 * shop asks the gateway for the survey offered now (`/api/inform/rating/new/get`); a shopper who
 * has answered it, or a shop without one, sees nothing.
 */
export function SurveyInvitation() {
  const { t, i18n } = useLingui();
  const [survey, setSurvey] = useState<Survey>();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const spot = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const locale = i18n.locale;

  useEffect(() => {
    const element = spot.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        fetch(`/api/inform/rating/new/get?${new URLSearchParams({ locale })}`)
          .then(async (res) => (res.ok ? ((await res.json()) as { survey: Survey; answered: boolean }) : undefined))
          .then((offer) => {
            if (!cancelled && offer && !offer.answered) setSurvey(offer.survey);
          })
          .catch(() => undefined);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [locale]);

  return (
    <div ref={spot}>
      {survey && !done ? (
        <>
          <p>{survey.invitation}</p>
          <Button ref={trigger} variant="outline" size="small" aria-haspopup="dialog" onClick={() => setOpen(true)}>
            {t`An der Umfrage teilnehmen`}
          </Button>
        </>
      ) : null}
      {survey && open ? (
        <Suspense fallback={null}>
          <SurveyDialog
            survey={survey}
            onAnswered={() => setDone(true)}
            onClose={() => {
              setOpen(false);
              window.setTimeout(() => trigger.current?.focus(), 0);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
