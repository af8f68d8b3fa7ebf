'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@vitrine/ui';
import { useShopSettings } from '../common/providers';

/**
 * The localized 404 (HTTP 404 comes from `notFound()` or the proxy). For an account page the
 * tenant switches off (`area="account"`) it says so and leads to the account's start. Next gives not-found files no params, so
 * this reads the locale from the Lingui provider of the layout around it.
 */
export function NotFoundScreen({ area }: { area?: 'account' | undefined } = {}) {
  const { i18n } = useLingui();
  const paths = useShopSettings().shellPaths[i18n.locale];
  if (!paths) throw new Error(`No shell paths for ${i18n.locale}`);
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
            <a href={paths.account}>
              <Trans>Zu Ihrem Kundenkonto</Trans>
            </a>
          </Button>
        ) : (
          <Button asChild>
            <a href={paths.storefront}>
              <Trans>Zur Startseite</Trans>
            </a>
          </Button>
        )}{' '}
        <Button asChild variant="outline">
          <a href={paths.service}>
            <Trans>Hilfe und Kontakt</Trans>
          </a>
        </Button>
      </p>
    </section>
  );
}
