'use client';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@vitrine/ui';
import { useFormStatus } from 'react-dom';

/** The order button: it says the obligation to pay, and while the order is placed it waits (a second click sends nothing). */
export function OrderButton() {
  const { t } = useLingui();
  const { pending } = useFormStatus();
  return (
    <Button type="submit" data-size="large" disabled={pending} aria-busy={pending}>
      {pending ? t`Ihre Bestellung wird aufgegeben …` : t`Zahlungspflichtig bestellen`}
    </Button>
  );
}
