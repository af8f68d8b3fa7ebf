import { Trans } from '@lingui/react/macro';
import { Button } from '@vitrine/ui';

export interface LoggedInPanelProps {
  firstName: string;
  lastName: string;
  customerNumber: string;
  /** Where the logout form posts (the shop's session endpoint); it answers with a redirect. */
  logoutAction: string;
  /** Where to go after logging out (a path of the shop). */
  next: string;
  /** Links on from here (the shop, the basket, …). */
  children?: React.ReactNode;
}

/** Who is logged in, and logout (a plain form: no JavaScript needed). */
export function LoggedInPanel({ firstName, lastName, customerNumber, logoutAction, next, children }: LoggedInPanelProps) {
  const name = `${firstName} ${lastName}`;
  return (
    <div className="vt-account-form">
      <p>
        <Trans>
          Sie sind angemeldet als {name} (Kundennummer {customerNumber}).
        </Trans>
      </p>
      {children}
      <form method="post" action={logoutAction}>
        <input type="hidden" name="next" value={next} />
        <Button type="submit" variant="secondary">
          <Trans>Abmelden</Trans>
        </Button>
      </form>
    </div>
  );
}
