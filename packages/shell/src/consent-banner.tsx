import { Trans, useLingui } from '@lingui/react/macro';

export interface ConsentBannerProps {
  /** Where the form posts the choice without JavaScript (the shop's `/api/consent`): it sets the cookie and comes back. */
  action: string;
  /** The privacy page (the settings link's target without JavaScript; with it, the settings dialog opens). */
  privacyHref: string;
}

/**
 * The first-party consent banner: asks once, before anything that needs consent runs. Accepting
 * and refusing are equally easy (one click each, same look); the settings choose per category.
 * It is plain HTML in the page (no code of its own: it is painted with the page, and a choice works
 * without JavaScript as a form post); the shop's consent provider takes its buttons over once the
 * page runs (`data-consent-banner`), and `html[data-consent="decided"]`
 * hides it for a shopper who has chosen (see `consentScript` of @vitrine/consent).
 * The submitter's `choice` says which button: `all`, `necessary` or `settings`.
 */
export function ConsentBanner({ action, privacyHref }: ConsentBannerProps) {
  const { t } = useLingui();
  return (
    <section className="vt-consent" aria-labelledby="consent-heading" role="region" data-consent-banner="">
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
        <form className="vt-consent__actions" method="post" action={action}>
          <button type="submit" className="vt-button" data-variant="primary" data-size="medium" name="choice" value="all">
            {t`Alle akzeptieren`}
          </button>
          <button type="submit" className="vt-button" data-variant="primary" data-size="medium" name="choice" value="necessary">
            {t`Nur notwendige`}
          </button>
          {/* Without JavaScript it opens the privacy page (what each category is for); with it, the settings dialog. */}
          <button type="submit" className="vt-button" data-variant="outline" data-size="medium" name="choice" value="settings" formAction={privacyHref} formMethod="get">
            {t`Einstellungen`}
          </button>
        </form>
      </div>
    </section>
  );
}
