'use client';
import { useLingui } from '@lingui/react/macro';
import { LoginRequest } from '@vitrine/account';
import { Dialog } from '@vitrine/ui';

/** The overlay that asks a guest to log in when a heart is pressed (spec §2, §6); loaded on that first press. */
export default function WishlistOverlay({ open, onOpenChange, loginHref }: { open: boolean; onOpenChange: (open: boolean) => void; loginHref: string }) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t`Bitte melden Sie sich an`}>
      <LoginRequest loginHref={loginHref} registerHref={`${loginHref}#register-title`} />
    </Dialog>
  );
}
