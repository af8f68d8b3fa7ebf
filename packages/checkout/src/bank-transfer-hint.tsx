import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** What to transfer and the reference (the prepayment hint of spec §3): the confirmation's and the payment link's. */
export function BankTransferHint({ amount, reference, id, children }: { amount: string; reference: string; id: string; children?: ReactNode }) {
  return (
    <section className="vt-order-confirmation__prepayment" aria-labelledby={id}>
      <h2 id={id}>
        <Trans>Bitte überweisen Sie den Betrag</Trans>
      </h2>
      <dl>
        <div>
          <dt>
            <Trans>Betrag</Trans>
          </dt>
          <dd>{amount}</dd>
        </div>
        <div>
          <dt>
            <Trans>Verwendungszweck</Trans>
          </dt>
          <dd>{reference}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
