import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CheckAndOrderView, VoucherBox, type VoucherProblemKey } from '@vitrine/checkout';
import { initLingui } from '@vitrine/next-adapter';
import { isIdempotencyKey } from '@vitrine/session';
import type { TenantConfig } from '@vitrine/tenant-config';
import { randomUUID } from 'node:crypto';
import { localeOf } from '../../common/locale';
import { StepPage, stepMetadata } from '../step/layout';
import { applyVoucher, placeOrder, removeVoucher } from './actions';
import { isKeyOf } from '../step/enums';
import { loadCheckAndOrder } from './load';
import { renderKey } from '../../common/form-key';

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
/** The voucher problems the address may name (set by the voucher's action). */
const PROBLEMS: Record<VoucherProblemKey, true> = {
  unknown: true,
  'not-combinable': true,
  'not-yet-valid': true,
  expired: true,
  'used-today': true,
  'already-used': true,
  'received-too-long-ago': true,
  'nothing-applies': true,
  'minimum-not-reached': true,
  failed: true,
};

/**
 * Check and order (`/kasse`, `/fr/caisse`, `/kassa`): everything that will be charged and the order
 * button. Each render is one attempt (its id goes with the form): a double click or a retry of the
 * same page places one order. A missing step sends the shopper to it; the basket's problems to the basket.
 */
export function createCheckAndOrderPage(tenant: TenantConfig) {
  async function CheckAndOrderPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
    const locale = await localeOf(tenant, params);
    const { paths, checkout, method } = await loadCheckAndOrder(tenant, locale);
    const query = await searchParams;
    // The no-order notice's "try again" keeps the attempt: the gateway answers the order it may have placed.
    const kept = one(query.attempt);
    const attempt = kept && isIdempotencyKey(kept) ? kept : randomUUID();
    const offer = checkout.offers.find((o) => o.option === checkout.option)!;
    const asked = one(query.voucher);
    const refused = isKeyOf(PROBLEMS, asked) ? { code: (one(query.code) ?? '').slice(0, 40), reason: asked } : undefined;
    const voucherCode = checkout.voucher?.code ?? '';
    // The voucher's forms: one key per render (the order's own key is the attempt).
    const render = renderKey();
    const i18n = await initLingui(locale);
    return (
      <StepPage current="check" hrefs={paths.steps(paths.check)} title={<Trans>Prüfen und bestellen</Trans>}>
        <CheckAndOrderView
          address={checkout.address!}
          delivery={{ option: offer.option, earliest: offer.earliest, latest: offer.latest, parcelShop: checkout.parcelShop }}
          payment={{ method, plan: checkout.plan, pauseMonths: checkout.paymentPause ? checkout.pauseOffer?.months : null }}
          lines={checkout.lines}
          totals={checkout.totals}
          currency={tenant.currency}
          format={tenant.priceFormat}
          hrefs={{
            changeDelivery: paths.changeDelivery,
            changePayment: paths.changePayment,
            basket: paths.basket,
            terms: paths.terms,
            revocation: paths.revocation,
            privacy: paths.privacy,
            // The payment pause's own page, where the shop has one and the method allows it.
            paymentPause: checkout.pauseOffer && (checkout.method === 'invoice' || checkout.method === 'instalments') ? paths.delayedPayment : undefined,
          }}
          action={placeOrder.bind(null, tenant.key, locale, {
            check: paths.check,
            confirmation: paths.confirmation,
            notice: paths.notice,
            delivery: paths.changeDelivery,
            payment: paths.changePayment,
            login: paths.login(paths.check),
          })}
          attempt={attempt}
          notice={query.notice === 'total-changed' ? 'total-changed' : undefined}
          discountLabel={checkout.voucher ? i18n._(msg`Gutschein ${voucherCode}`) : undefined}
          rateProtection={checkout.rateProtectionOffer ? { chosen: checkout.rateProtection, changeHref: paths.paymentProtectionUpdate } : undefined}
          premium={
            checkout.premiumOffer
              ? { chosen: checkout.premium, until: checkout.premium ? checkout.premiumOffer.renewsUntil : checkout.premiumOffer.memberUntil, changeHref: paths.premium }
              : undefined
          }
          voucher={
            <VoucherBox
              applied={checkout.voucher}
              refused={refused}
              applyAction={applyVoucher.bind(null, tenant.key, locale, paths.check, render)}
              removeAction={removeVoucher.bind(null, tenant.key, locale, paths.check, render)}
              currency={tenant.currency}
              format={tenant.priceFormat}
            />
          }
        />
      </StepPage>
    );
  }

  const generateMetadata = stepMetadata(tenant, msg`Prüfen und bestellen`);

  return { CheckAndOrderPage, generateMetadata };
}
