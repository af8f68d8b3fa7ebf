'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormAction, type LoginField, LoginForm } from '@vitrine/account';
import { SESSION_CHANGED_EVENT } from '@vitrine/session/events';
import { Dialog } from '@vitrine/ui';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
// The dialog comes after the page (an island): its kits' styles come with it, not in every page's first load.
import '../kit-styles/account.css';

export interface LoginModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  action: FormAction<LoginField>;
  /** The shop offers customer number and date of birth as a second tab. */
  customerNumberLogin: boolean;
  /** The login page: forgot password and registration live there. */
  loginPath: string;
}

/**
 * The header's login modal (spec §2: two tabs where the shop has customer-number login). After
 * logging in it closes, the page is rendered again for the customer, and the session keeper and the
 * header's counts hear of it; forgot password and registration lead to the login page.
 */
export default function LoginModal({ open, onOpenChange, action, customerNumberLogin, loginPath }: LoginModalProps) {
  const { t } = useLingui();
  const router = useRouter();
  const loggedIn = useCallback(() => {
    onOpenChange(false);
    window.dispatchEvent(new CustomEvent(SESSION_CHANGED_EVENT));
    router.refresh();
  }, [onOpenChange, router]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t`Anmelden`}>
      <LoginForm method="email" action={action} tabs={customerNumberLogin ? 'in-place' : undefined} forgotHref={`${loginPath}?view=forgot`} onLoggedIn={loggedIn} />
      <p className="vt-login-modal__register">
        <a href={`${loginPath}#register-title`}>
          <Trans>Neu hier? Kundenkonto eröffnen</Trans>
        </a>
      </p>
    </Dialog>
  );
}
