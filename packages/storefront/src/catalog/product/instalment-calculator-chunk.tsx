'use client';
// The instalment calculator as the product page loads it when the shopper opens it: its code and the
// checkout kit's styles travel in one chunk, so the page itself does not link the checkout's styles
// (one render-blocking style sheet fewer for every product page; tooling/scripts/routes.mjs). A
// module of its own with a component of its own: a module that only re-exported lost its style import.
import { InstalmentCalculator as Calculator, type InstalmentCalculatorProps } from '@vitrine/checkout/instalment-calculator';
import '../../kit-styles/checkout.css';

export default function InstalmentCalculator(props: InstalmentCalculatorProps) {
  return <Calculator {...props} />;
}
