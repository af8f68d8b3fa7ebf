import { Trans } from '@lingui/react/macro';
import { Button } from '@vitrine/ui';

/** Where the 404 leads (the shop's `shellPaths` of the locale). */
export interface NotFoundPaths {
  storefront: string;
  service: string;
  account: string;
}

/**
 * The localized 404's content. It has no client code: the shop's layout renders it on the server
 * (`createNotFound`, the missing-path page), so no page's first load carries it; `NotFoundScreen`
 * renders it inside client components. For an account page the tenant switches off
 * (`area="account"`) it says so and leads to the account's start.
 */
export function NotFoundView({ area, paths }: { area?: 'account' | undefined; paths: NotFoundPaths }) {
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
