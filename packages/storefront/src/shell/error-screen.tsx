'use client';
import { Trans } from '@lingui/react/macro';
import { buttonLook } from '@vitrine/ui';
import { useEffect } from 'react';

/** The render-error fallback (spec §8): logged, a readable message and a way to try again. */
export function ErrorScreen({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section className="vt-status" aria-labelledby="status-heading" role="alert">
      <h1 id="status-heading">
        <Trans>Entschuldigung, irgendetwas ist schief gelaufen</Trans>
      </h1>
      <p>
        <Trans>Bitte versuchen Sie es später noch einmal.</Trans>
      </p>
      {/* A plain button with the button's look: every page's first load carries this screen, not `Button`. */}
      <button type="button" {...buttonLook()} onClick={reset}>
        <Trans>Erneut versuchen</Trans>
      </button>
    </section>
  );
}
