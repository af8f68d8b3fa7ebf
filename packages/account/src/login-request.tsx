import { Trans } from '@lingui/react/macro';
import { Button } from '@vitrine/ui';

export interface LoginRequestProps {
  /** The login form, with the way back (`?next=`). */
  loginHref: string;
  /** Registration (the same page's second form, or its own). */
  registerHref: string;
}

/** What a guest reads where the wishlist needs a login (spec §6): why, and the two ways on. */
export function LoginRequest({ loginHref, registerHref }: LoginRequestProps) {
  return (
    <div className="vt-login-request">
      <p>
        <Trans>Ihr Merkzettel gehört zu Ihrem Kundenkonto: So finden Sie Ihre Lieblingsstücke auf jedem Gerät wieder.</Trans>
      </p>
      <div className="vt-account-form__actions">
        <Button asChild>
          <a href={loginHref}>
            <Trans>Anmelden</Trans>
          </a>
        </Button>
        <a href={registerHref}>
          <Trans>Neu hier? Kundenkonto eröffnen</Trans>
        </a>
      </div>
    </div>
  );
}
