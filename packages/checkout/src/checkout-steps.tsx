import { Trans, useLingui } from '@lingui/react/macro';

export type CheckoutStepKey = 'login' | 'delivery' | 'payment' | 'check';

export interface CheckoutStepsProps {
  /** The step of this page. */
  current: CheckoutStepKey;
  /** Where each step lives; a step before the current one is a link back. */
  hrefs: Record<CheckoutStepKey, string>;
}

const ORDER: CheckoutStepKey[] = ['login', 'delivery', 'payment', 'check'];

/**
 * The progress through the checkout: an ordered list with the current step marked
 * (`aria-current="step"`) and "Schritt 2 von 4" read out with it; the steps before are links back.
 */
export function CheckoutSteps({ current, hrefs }: CheckoutStepsProps) {
  const { t } = useLingui();
  const names: Record<CheckoutStepKey, string> = { login: t`Anmelden`, delivery: t`Lieferung`, payment: t`Zahlung`, check: t`Prüfen und bestellen` };
  const index = ORDER.indexOf(current);
  const total = ORDER.length;
  return (
    <nav className="vt-checkout-steps" aria-label={t`Bestellschritte`}>
      <ol>
        {ORDER.map((step, i) => {
          const position = i + 1;
          const state = i < index ? 'done' : i === index ? 'current' : 'upcoming';
          const label = (
            <>
              <span className="vt-checkout-steps__number" aria-hidden="true">
                {position}
              </span>
              <span className="vt-checkout-steps__name">{names[step]}</span>
            </>
          );
          return (
            <li key={step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              {state === 'done' ? (
                <a href={hrefs[step]}>
                  {label}
                  <span className="vt-visually-hidden">
                    {' '}
                    <Trans>(erledigt)</Trans>
                  </span>
                </a>
              ) : (
                <span>
                  {label}
                  {state === 'current' ? (
                    <span className="vt-visually-hidden">
                      {' '}
                      <Trans>
                        (Schritt {position} von {total})
                      </Trans>
                    </span>
                  ) : null}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
