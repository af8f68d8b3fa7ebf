'use client';
import type { InstalmentCalculationView } from '@vitrine/checkout';
import type { Currency, PriceFormat } from '@vitrine/pricing';
import { lazy, type ReactNode, Suspense, useState } from 'react';

// The calculator's code (and the checkout kit's styles) is loaded when the shopper opens it, never with the page.
const InstalmentCalculator = lazy(() => import('./instalment-calculator-chunk'));

export interface InstalmentCalculatorDisclosureProps {
  /** The disclosure's label ("Ratenrechner"), rendered by the page. */
  summary: ReactNode;
  /** Shown while the calculator loads, and without JavaScript (it needs it). */
  loading: ReactNode;
  noScript: ReactNode;
  basePrice: number;
  currency: Currency;
  format: PriceFormat;
  calculate: (basePrice: number) => Promise<InstalmentCalculationView | null>;
}

/** The product page's instalment calculator behind a disclosure: opened on demand, loaded then. */
export function InstalmentCalculatorDisclosure({ summary, loading, noScript, basePrice, currency, format, calculate }: InstalmentCalculatorDisclosureProps) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="vt-product__calculator"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary>{summary}</summary>
      {opened ? (
        <Suspense fallback={<p className="vt-hint">{loading}</p>}>
          <InstalmentCalculator basePrice={basePrice} currency={currency} format={format} calculate={calculate} />
        </Suspense>
      ) : (
        <noscript>
          <p className="vt-hint">{noScript}</p>
        </noscript>
      )}
    </details>
  );
}
