'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { pathFor, type ProductLocale } from '@vitrine/i18n';
import { Button } from '@vitrine/ui';
import { useEffect } from 'react';
import { useShopSettings } from '../common/providers';

/**
 * The localized 404 (HTTP 404 comes from `notFound()` or the proxy). For an account page the
 * tenant switches off (`area="account"`) it says so and leads to the account's start. Next gives not-found files no params, so
 * this reads the locale from the Lingui provider of the layout around it.
 */
export function NotFoundScreen({ area }: { area?: 'account' | undefined } = {}) {
  const { i18n } = useLingui();
  const settings = useShopSettings();
  const locale = i18n.locale as ProductLocale;
  return (
    <section className="vt-status" aria-labelledby="status-heading">
      <h1 id="status-heading">
        <Trans>Diese Seite gibt es leider nicht</Trans>
      </h1>
      {area === 'account' ? (
        <p>
          <Trans>Diesen Bereich bietet Ihr Kundenkonto in diesem Shop nicht an.</Trans>
        </p>
      ) : (
        <p>
          <Trans>Vielleicht hat sich die Adresse geändert oder der Artikel ist nicht mehr im Sortiment.</Trans>
        </p>
      )}
      <p className="vt-status__actions">
        {area === 'account' ? (
          <Button asChild>
            <a href={pathFor('account', locale, settings.locales)}>
              <Trans>Zu Ihrem Kundenkonto</Trans>
            </a>
          </Button>
        ) : (
          <Button asChild>
            <a href={pathFor('storefront', locale, settings.locales)}>
              <Trans>Zur Startseite</Trans>
            </a>
          </Button>
        )}{' '}
        <Button asChild variant="outline">
          <a href={pathFor('service', locale, settings.locales)}>
            <Trans>Hilfe und Kontakt</Trans>
          </a>
        </Button>
      </p>
    </section>
  );
}

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
      <Button onClick={reset}>
        <Trans>Erneut versuchen</Trans>
      </Button>
    </section>
  );
}
