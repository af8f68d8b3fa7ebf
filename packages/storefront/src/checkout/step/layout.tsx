import type { MessageDescriptor } from '@lingui/core';
import { CheckoutSteps, type CheckoutStepKey, OrderSummary } from '@vitrine/checkout';
import { initLingui } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { localeOf } from '../../common/locale';
import type { CheckoutData } from './load';

export interface StepPageProps {
  /** The step the page belongs to (the progress bar marks it). */
  current: CheckoutStepKey;
  /** The steps' addresses (`checkoutPaths(…).steps(here)`). */
  hrefs: Record<CheckoutStepKey, string>;
  title: ReactNode;
  /** Said between the title and the form (a declined payment, a refusal). */
  notice?: ReactNode;
  /** The order so far beside the form, with the way back to the basket. */
  summary?: { checkout: Pick<CheckoutData, 'lines' | 'totals'>; tenant: Pick<TenantConfig, 'currency' | 'priceFormat'>; basketHref: string } | undefined;
  children: ReactNode;
}

/** The skeleton every checkout step page shares: the steps, the heading, the form, the order so far beside it. */
export function StepPage({ current, hrefs, title, notice, summary, children }: StepPageProps) {
  return (
    <div className="vt-checkout-page">
      <CheckoutSteps current={current} hrefs={hrefs} />
      <h1>{title}</h1>
      {notice}
      {summary ? (
        <div className="vt-checkout-layout">
          {children}
          <OrderSummary
            lines={summary.checkout.lines}
            totals={summary.checkout.totals}
            currency={summary.tenant.currency}
            format={summary.tenant.priceFormat}
            changeHref={summary.basketHref}
          />
        </div>
      ) : (
        children
      )}
    </div>
  );
}

/** A step page's metadata: its title in the page's language, never indexed (the shopper's own checkout). */
export function stepMetadata(tenant: TenantConfig, title: MessageDescriptor) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const locale = await localeOf(tenant, params);
    const i18n = await initLingui(locale);
    return { title: i18n._(title), robots: { index: false, follow: false } };
  };
}
