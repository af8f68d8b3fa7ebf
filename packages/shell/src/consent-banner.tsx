'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@vitrine/ui';

export interface ConsentBannerProps {
  onAcceptAll: () => void;
  onRejectAll: () => void;
  /** Opens the settings dialog (one choice per category). */
  onSettings: () => void;
  /** The privacy page. */
  privacyHref: string;
}

/**
 * The first-party consent banner: asks once, before anything that needs consent runs. Accepting
 * and refusing are equally easy (one click each, same look); the settings choose per category.
 */
export function ConsentBanner({ onAcceptAll, onRejectAll, onSettings, privacyHref }: ConsentBannerProps) {
  const { t } = useLingui();
  return (
    <section className="vt-consent" aria-labelledby="consent-heading" role="region">
      <div className="vt-container vt-consent__inner">
        <div>
          <h2 id="consent-heading" className="vt-consent__heading">
            {t`Ihre Privatsphäre`}
          </h2>
          <p className="vt-consent__text">
            <Trans>
              Wir verwenden notwendige Cookies, damit der Shop funktioniert. Mit Ihrer Zustimmung messen wir außerdem die Ladezeiten, testen Varianten von Seiten, bieten den
              Chat-Assistenten an und zeigen passende Werbung. Ihre Wahl können Sie jederzeit im Fuß der Seite ändern. Mehr in der <a href={privacyHref}>Datenschutzerklärung</a>.
            </Trans>
          </p>
        </div>
        <div className="vt-consent__actions">
          <Button variant="primary" onClick={onAcceptAll}>
            {t`Alle akzeptieren`}
          </Button>
          <Button variant="primary" onClick={onRejectAll}>
            {t`Nur notwendige`}
          </Button>
          <Button variant="outline" onClick={onSettings}>
            {t`Einstellungen`}
          </Button>
        </div>
      </div>
    </section>
  );
}
