import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml as esc } from '@vitrine/mail';
import { formatMoney } from '@vitrine/pricing';
import { readBody } from '../../http/body';
import type { GatewayContext, JobQueue } from '../../http/context';
import { type Route, sendJson } from '../../http/router';
import { TENANTS } from '../../http/tenants';
import type { Database } from '../../db/database';
import { FINAL_STATUSES, type PaymentProvider, type PaymentStatus, type ProviderMethod, SANDBOX_SESSION_MS } from './index';

// The sandbox payment provider's own pages: what a shopper sees at a real provider (card form or
// bank choice, a 3-D Secure challenge, cancel), and its webhook into the gateway. Test cards:
// 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 3220 asks for the challenge.

const CARDS = { pays: '4242424242424242', declined: '4000000000000002', challenge: '4000000000003220' } as const;
/** How long the provider waits before its webhook (delivered twice, as providers do: at least once). */
const webhookDelay = () => Number(process.env.VITRINE_SANDBOX_WEBHOOK_DELAY_MS ?? 1500);
/**
 * The job that delivers one of the sandbox provider's webhooks: stored with the payment's final
 * status, so a delivery survives the gateway that scheduled it and runs once across every gateway
 * (a real provider keeps its own delivery queue).
 */
export const SANDBOX_WEBHOOK_JOB = 'sandbox-webhook';

/** What a webhook job carries: the event, fixed when the status became final. */
export interface SandboxWebhookJob {
  paymentId: string;
  status: PaymentStatus;
  occurredAt: string;
}

interface PaymentRow {
  id: string;
  tenant: string;
  /** The order number, or the payment link's reference. */
  reference: string;
  paylink_id: string | null;
  method: ProviderMethod;
  amount: number;
  currency: 'EUR' | 'CHF';
  locale: string;
  status: PaymentStatus;
  return_url: string;
  created_at: string;
}

/** A session the shopper left open too long: the provider ends it as abandoned whatever comes now. */
const sessionExpired = (payment: PaymentRow, now: Date) => now.getTime() - new Date(payment.created_at).getTime() >= SANDBOX_SESSION_MS;

type Lang = 'de' | 'fr' | 'nl';
type Texts = Record<
  | 'title'
  | 'to'
  | 'amount'
  | 'order'
  | 'card'
  | 'expiry'
  | 'cvc'
  | 'holder'
  | 'pay'
  | 'cancel'
  | 'bank'
  | 'test'
  | 'invalid'
  | 'challenge'
  | 'challengeText'
  | 'approve'
  | 'reject'
  | 'done'
  | 'back'
  | 'reference'
  | 'wallet'
  | 'walletText',
  string
>;
const TEXT: Record<Lang, Texts> = {
  de: {
    title: 'Sichere Zahlung',
    to: 'Zahlung an',
    amount: 'Betrag',
    order: 'Bestellung',
    card: 'Kartennummer',
    expiry: 'Gültig bis (MM/JJ)',
    cvc: 'Prüfnummer (CVC)',
    holder: 'Name auf der Karte',
    pay: 'Jetzt bezahlen',
    cancel: 'Abbrechen und zurück zum Shop',
    bank: 'Ihre Bank',
    test: 'Testumgebung: 4242 4242 4242 4242 wird bezahlt, 4000 0000 0000 0002 abgelehnt, 4000 0000 0000 3220 fragt nach einer Bestätigung.',
    invalid: 'Bitte prüfen Sie die Kartendaten.',
    challenge: 'Bestätigen Sie die Zahlung',
    challengeText: 'Ihre Bank bittet Sie, diese Zahlung zu bestätigen (3-D Secure).',
    approve: 'Zahlung bestätigen',
    reject: 'Zahlung ablehnen',
    done: 'Diese Zahlung ist abgeschlossen.',
    back: 'Zurück zum Shop',
    reference: 'Verwendungszweck',
    wallet: 'Bei {wallet} anmelden',
    walletText: 'Testumgebung: Sie sind als sandbox@example.org angemeldet. Bestätigen Sie die Zahlung oder lehnen Sie sie ab.',
  },
  fr: {
    title: 'Paiement sécurisé',
    to: 'Paiement à',
    amount: 'Montant',
    order: 'Commande',
    card: 'Numéro de carte',
    expiry: 'Date d’expiration (MM/AA)',
    cvc: 'Code de sécurité (CVC)',
    holder: 'Nom sur la carte',
    pay: 'Payer maintenant',
    cancel: 'Annuler et revenir à la boutique',
    bank: 'Votre banque',
    test: 'Environnement de test : 4242 4242 4242 4242 est accepté, 4000 0000 0000 0002 refusé, 4000 0000 0000 3220 demande une confirmation.',
    invalid: 'Veuillez vérifier les données de la carte.',
    challenge: 'Confirmez le paiement',
    challengeText: 'Votre banque vous demande de confirmer ce paiement (3-D Secure).',
    approve: 'Confirmer le paiement',
    reject: 'Refuser le paiement',
    done: 'Ce paiement est terminé.',
    back: 'Retour à la boutique',
    reference: 'Référence',
    wallet: 'Connexion à {wallet}',
    walletText: 'Environnement de test : vous êtes connecté(e) en tant que sandbox@example.org. Confirmez ou refusez le paiement.',
  },
  nl: {
    title: 'Veilig betalen',
    to: 'Betaling aan',
    amount: 'Bedrag',
    order: 'Bestelling',
    card: 'Kaartnummer',
    expiry: 'Geldig tot (MM/JJ)',
    cvc: 'Beveiligingscode (CVC)',
    holder: 'Naam op de kaart',
    pay: 'Nu betalen',
    cancel: 'Annuleren en terug naar de winkel',
    bank: 'Uw bank',
    test: 'Testomgeving: 4242 4242 4242 4242 wordt betaald, 4000 0000 0000 0002 geweigerd, 4000 0000 0000 3220 vraagt om bevestiging. Bij iDEAL weigert de testbank.',
    invalid: 'Controleer de kaartgegevens.',
    challenge: 'Bevestig de betaling',
    challengeText: 'Uw bank vraagt u deze betaling te bevestigen (3-D Secure).',
    approve: 'Betaling bevestigen',
    reject: 'Betaling weigeren',
    done: 'Deze betaling is afgerond.',
    back: 'Terug naar de winkel',
    reference: 'Kenmerk',
    wallet: 'Inloggen bij {wallet}',
    walletText: 'Testomgeving: u bent ingelogd als sandbox@example.org. Bevestig of weiger de betaling.',
  },
};
const BANKS = [
  { id: 'ing', name: 'ING' },
  { id: 'rabobank', name: 'Rabobank' },
  { id: 'abnamro', name: 'ABN AMRO' },
  { id: 'testbank-declines', name: 'Testbank (weigert / declines)' },
];

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#eef1f5;color:#1a1a1a;line-height:1.5}main{max-width:420px;margin:32px auto;background:#fff;padding:24px;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.4rem;margin:0 0 12px}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 16px}dd{margin:0;font-weight:600}label{display:block;margin:12px 0 4px;font-weight:600}
input[type=text],select{width:100%;box-sizing:border-box;padding:10px;border:1px solid #6b6b6b;border-radius:6px;font:inherit}fieldset{border:0;padding:0;margin:12px 0}legend{font-weight:600}
.radio{display:flex;gap:8px;align-items:center;margin:6px 0;font-weight:400}button{display:block;width:100%;margin-top:16px;padding:12px;border:0;border-radius:6px;font:inherit;font-weight:700;background:#1d4ed8;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d4ed8;border:2px solid #1d4ed8}:focus-visible{outline:3px solid #b45309;outline-offset:2px}.hint{font-size:.875rem;color:#4a4a4a}.error{color:#b3261e;font-weight:600}`;

function headersFor(returnUrl: string): Record<string, string> {
  // Its forms post to itself and come back to the shop (the return address's origin) by a redirect.
  const shop = new URL(returnUrl).origin;
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'; form-action 'self' ${shop}`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
}

const langOf = (locale: string): Lang => (locale.startsWith('fr') ? 'fr' : locale.startsWith('nl') ? 'nl' : 'de');

function page(res: ServerResponse, payment: PaymentRow, title: string, body: string, status = 200): void {
  const t = TEXT[langOf(payment.locale)];
  const tenant = TENANTS[payment.tenant]!;
  const amount = formatMoney(payment.amount, payment.currency, tenant.priceFormat);
  res.writeHead(status, headersFor(payment.return_url));
  res.end(
    `<!doctype html><html lang="${esc(payment.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(title)} – Sandbox Pay</title><style>${STYLE}</style></head>` +
      `<body><main><p class="hint">Sandbox Pay</p><h1>${esc(title)}</h1><dl><dt>${t.to}</dt><dd>${esc(tenant.company.name)}</dd><dt>${t.amount}</dt><dd>${esc(amount)}</dd><dt>${payment.paylink_id ? t.reference : t.order}</dt><dd>${esc(payment.reference)}</dd></dl>${body}</main></body></html>`,
  );
}

async function paymentOf(context: GatewayContext, id: string): Promise<PaymentRow | undefined> {
  const [row] = await context.db.query<PaymentRow>(
    `select p.id, p.tenant, coalesce(p.order_number, l.reference) as reference, p.paylink_id, p.method, p.amount, p.currency, p.locale, p.status, p.return_url, p.created_at::text as created_at
     from payments p left join paylinks l on l.id = p.paylink_id where p.id = $1`,
    [id],
  );
  return row;
}

/** The address the shopper returns to: the shop's after-payment page with the provider's signed word. */
function returnTo(context: GatewayContext, payment: PaymentRow, status: PaymentStatus): string {
  const url = new URL(payment.return_url);
  url.searchParams.set('payment', payment.id);
  url.searchParams.set('status', status);
  url.searchParams.set('sig', context.payments.signReturn(payment.id, status));
  return url.href;
}

/**
 * The provider's webhook to the gateway, late and twice (providers deliver at least once), at the
 * address the configuration names (a request's Host would let its sender aim it anywhere): two jobs
 * on the gateway's queue, due after the delay and after twice the delay.
 */
async function scheduleWebhook(context: GatewayContext, payment: PaymentRow, status: PaymentStatus): Promise<void> {
  if (!context.payments.webhookOrigin?.()) return;
  await queueWebhooks(context.jobs, { paymentId: payment.id, status, occurredAt: context.clock.now().toISOString() }, [webhookDelay(), webhookDelay() * 2]);
}

/** Stores a webhook's deliveries as jobs, each due after its delay (ms); a queue that is not running is logged by the caller's error handling. */
async function queueWebhooks(jobs: JobQueue, event: SandboxWebhookJob, delays: readonly number[]): Promise<void> {
  for (const delay of delays) await jobs.send(SANDBOX_WEBHOOK_JOB, { ...event }, { startAfter: new Date(Date.now() + delay) });
}

/**
 * Runs one webhook job: the signed delivery of the event to the gateway at `origin`. A delivery the
 * gateway did not take (no answer, or not 2xx) throws, so the queue tries it again later.
 */
export async function deliverSandboxWebhook(db: Pick<Database, 'query'>, payments: PaymentProvider, origin: string, job: SandboxWebhookJob, clock: () => Date): Promise<void> {
  const [payment] = await db.query<Pick<PaymentRow, 'id' | 'amount' | 'currency'>>('select id, amount, currency from payments where id = $1', [job.paymentId]);
  if (!payment) return;
  const answer = await webhookSender(payments, origin, payment, job.status, clock, new Date(job.occurredAt))();
  if (!answer.ok) throw new Error(`the webhook for payment ${job.paymentId} was answered ${answer.status}`);
}

/**
 * One signed delivery of a payment's final status, amount and currency to the gateway at `origin`,
 * signed with the time of sending on `clock`; the event's time is when the status became final.
 * Answers the gateway's status (0 when it did not answer).
 */
function webhookSender(
  payments: PaymentProvider,
  origin: string,
  payment: Pick<PaymentRow, 'id' | 'amount' | 'currency'>,
  status: PaymentStatus,
  clock: () => Date,
  occurredAt: Date = clock(),
): () => Promise<{ ok: boolean; status: number }> {
  const body = JSON.stringify({
    id: `evt_${payment.id}_${status}`,
    paymentId: payment.id,
    status,
    amount: payment.amount,
    currency: payment.currency,
    occurredAt: occurredAt.toISOString(),
  });
  return () =>
    fetch(`${origin}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': payments.signWebhook(body, clock()) },
      body,
    }).then(
      (res) => {
        void res.body?.cancel();
        return { ok: res.ok, status: res.status };
      },
      () => ({ ok: false, status: 0 }),
    );
}

/**
 * The sandbox's session timer: sessions left open past {@link SANDBOX_SESSION_MS} end as abandoned, and
 * the provider tells the gateway at `origin` by webhook (at once, and again later, as for any final
 * status). The gateway then cancels the order, puts its stock back and leaves the basket as it was.
 * Resolves with the expired payments once the first delivery was answered.
 */
export async function expireSandboxSessions(db: Pick<Database, 'query'>, payments: PaymentProvider, origin: string, clock: () => Date, jobs: JobQueue): Promise<string[]> {
  const expired = (await payments.expireSessions?.(clock())) ?? [];
  for (const id of expired) {
    const [payment] = await db.query<Pick<PaymentRow, 'id' | 'amount' | 'currency'>>('select id, amount, currency from payments where id = $1', [id]);
    if (!payment) continue;
    const occurredAt = clock();
    await webhookSender(payments, origin, payment, 'abandoned', clock, occurredAt)();
    // The second delivery, later, from the queue: it survives this gateway.
    await queueWebhooks(jobs, { paymentId: id, status: 'abandoned', occurredAt: occurredAt.toISOString() }, [webhookDelay()]);
  }
  return expired;
}

/** Ends the payment at the provider (once: a final status stays), then sends the shopper back to the shop. */
async function finish(context: GatewayContext, req: IncomingMessage, res: ServerResponse, payment: PaymentRow, status: PaymentStatus): Promise<void> {
  const updated = await context.db.query<{ id: string }>(`update payments set status = $2, updated_at = $3 where id = $1 and status in ('open', 'challenge') returning id`, [
    payment.id,
    status,
    context.clock.now().toISOString(),
  ]);
  const final = updated.length ? status : ((await paymentOf(context, payment.id))?.status ?? status);
  if (updated.length)
    await scheduleWebhook(context, payment, final).catch((error: unknown) =>
      // The shopper's return carries the signed status and the reconciliation asks the provider: a
      // webhook that could not be queued delays nothing the shopper sees.
      console.error(`sandbox: the webhook for payment ${payment.id} was not queued: ${error instanceof Error ? error.message : String(error)}`),
    );
  res.writeHead(303, { location: returnTo(context, payment, final), 'cache-control': 'no-store' });
  res.end();
}

function payForm(payment: PaymentRow, error = false): string {
  const t = TEXT[langOf(payment.locale)];
  const cancel = `<form method="post" action="/sandbox-psp/pay/${esc(payment.id)}/cancel"><button type="submit" class="secondary">${t.cancel}</button></form>`;
  const problem = error ? `<p class="error" role="alert" id="card-error">${t.invalid}</p>` : '';
  if (payment.method === 'paypal' || payment.method === 'twint') {
    const wallet = payment.method === 'paypal' ? 'PayPal' : 'TWINT';
    return (
      `<p><strong>${esc(t.wallet.replace('{wallet}', wallet))}</strong></p><p class="hint">${t.walletText}</p>` +
      `<form method="post" action="/sandbox-psp/pay/${esc(payment.id)}"><button type="submit" name="answer" value="approve">${t.approve}</button><button type="submit" name="answer" value="reject" class="secondary">${t.reject}</button></form>${cancel}`
    );
  }
  if (payment.method === 'ideal') {
    const banks = BANKS.map((b, i) => `<label class="radio"><input type="radio" name="bank" value="${b.id}"${i === 0 ? ' checked' : ''}> ${esc(b.name)}</label>`).join('');
    return `<form method="post" action="/sandbox-psp/pay/${esc(payment.id)}"><fieldset><legend>${t.bank}</legend>${banks}</fieldset><button type="submit">${t.pay}</button></form>${cancel}<p class="hint">${t.test}</p>`;
  }
  const described = error ? ' aria-describedby="card-error" aria-invalid="true"' : '';
  return (
    `${problem}<form method="post" action="/sandbox-psp/pay/${esc(payment.id)}">` +
    `<label for="holder">${t.holder}</label><input type="text" id="holder" name="holder" autocomplete="cc-name">` +
    `<label for="number">${t.card}</label><input type="text" id="number" name="number" inputmode="numeric" autocomplete="cc-number"${described}>` +
    `<label for="expiry">${t.expiry}</label><input type="text" id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12/29"${described}>` +
    `<label for="cvc">${t.cvc}</label><input type="text" id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc"${described}>` +
    `<button type="submit">${t.pay}</button></form>${cancel}<p class="hint">${t.test}</p>`
  );
}

async function form(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams((await readBody(req, 4096)).toString('utf8'));
}

const luhn = (digits: string) =>
  digits
    .split('')
    .reverse()
    .reduce((sum, d, i) => {
      const n = Number(d) * (i % 2 ? 2 : 1);
      return sum + (n > 9 ? n - 9 : n);
    }, 0) %
    10 ===
  0;

/** A card form as a real provider checks it: the number (Luhn), an expiry not in the past, a CVC. */
function cardOk(data: URLSearchParams, now: Date): string | undefined {
  const number = (data.get('number') ?? '').replace(/[\s-]/g, '');
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(data.get('expiry') ?? '');
  if (!/^\d{13,19}$/.test(number) || !luhn(number) || !expiry || !/^\d{3,4}$/.test(data.get('cvc') ?? '')) return undefined;
  const month = Number(expiry[1]);
  const end = new Date(Date.UTC(2000 + Number(expiry[2]), month, 1));
  if (month < 1 || month > 12 || end.getTime() <= now.getTime()) return undefined;
  return number;
}

const notFound = (res: ServerResponse) => sendJson(res, 404, { error: 'not found' });
const ID = '(pay_[a-z0-9]{8,64})';

/** The sandbox provider's hosted pages (its payment page, cancel, the 3-D Secure challenge): mounted only where the sandbox is the provider. */
export const sandboxProviderRoutes: Route[] = [
  {
    path: new RegExp(`^/sandbox-psp/pay/${ID}$`),
    fuzz: {
      requests: [
        { method: 'GET', path: '/sandbox-psp/pay/pay_0000fuzz' },
        { method: 'POST', path: '/sandbox-psp/pay/pay_0000fuzz', body: 'form' },
      ],
    },
    acceptsForms: true,
    async handle(context, req, res, match) {
      const payment = await paymentOf(context, match[1]!);
      if (!payment) return notFound(res);
      const t = TEXT[langOf(payment.locale)];
      if (FINAL_STATUSES.has(payment.status)) {
        return page(res, payment, t.title, `<p>${t.done}</p><p><a href="${esc(returnTo(context, payment, payment.status))}">${t.back}</a></p>`);
      }
      if (sessionExpired(payment, context.clock.now())) return finish(context, req, res, payment, 'abandoned');
      if (req.method === 'GET') return page(res, payment, t.title, payForm(payment));
      if (req.method !== 'POST') return sendJson(res, 405, { error: 'method not allowed' });
      const data = await form(req);
      if (payment.method === 'paypal' || payment.method === 'twint') return finish(context, req, res, payment, data.get('answer') === 'approve' ? 'authorised' : 'declined');
      if (payment.method === 'ideal') return finish(context, req, res, payment, data.get('bank') === 'testbank-declines' ? 'declined' : 'authorised');
      const number = cardOk(data, context.clock.now());
      if (!number) return page(res, payment, t.title, payForm(payment, true), 422);
      if (number === CARDS.challenge) {
        await context.db.query(`update payments set status = 'challenge', updated_at = $2 where id = $1 and status = 'open'`, [payment.id, context.clock.now().toISOString()]);
        res.writeHead(303, { location: `/sandbox-psp/challenge/${payment.id}`, 'cache-control': 'no-store' });
        return void res.end();
      }
      return finish(context, req, res, payment, number === CARDS.declined ? 'declined' : 'authorised');
    },
  },
  {
    path: new RegExp(`^/sandbox-psp/pay/${ID}/cancel$`),
    fuzz: { requests: [{ method: 'POST', path: '/sandbox-psp/pay/pay_0000fuzz/cancel', body: 'form' }] },
    acceptsForms: true,
    async handle(context, req, res, match) {
      const payment = await paymentOf(context, match[1]!);
      if (!payment || req.method !== 'POST') return notFound(res);
      return finish(context, req, res, payment, 'abandoned');
    },
  },
  {
    path: new RegExp(`^/sandbox-psp/challenge/${ID}$`),
    fuzz: {
      requests: [
        { method: 'GET', path: '/sandbox-psp/challenge/pay_0000fuzz' },
        { method: 'POST', path: '/sandbox-psp/challenge/pay_0000fuzz', body: 'form' },
      ],
    },
    acceptsForms: true,
    async handle(context, req, res, match) {
      const payment = await paymentOf(context, match[1]!);
      if (!payment) return notFound(res);
      const t = TEXT[langOf(payment.locale)];
      if (payment.status !== 'challenge') {
        res.writeHead(303, { location: `/sandbox-psp/pay/${payment.id}`, 'cache-control': 'no-store' });
        return void res.end();
      }
      if (sessionExpired(payment, context.clock.now())) return finish(context, req, res, payment, 'abandoned');
      if (req.method === 'GET') {
        return page(
          res,
          payment,
          t.challenge,
          `<p>${t.challengeText}</p><form method="post"><button type="submit" name="answer" value="approve">${t.approve}</button><button type="submit" name="answer" value="reject" class="secondary">${t.reject}</button></form>`,
        );
      }
      const data = await form(req);
      return finish(context, req, res, payment, data.get('answer') === 'approve' ? 'authorised' : 'declined');
    },
  },
];
