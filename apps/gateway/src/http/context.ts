import { createHmac, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isVisitorId, VISITOR_HEADER } from '@vitrine/session';
import { type PreviewTarget, signPreview, signShort, verifyPreview, verifyShort } from '@vitrine/session/server';
import { TENANT_HEADER, type TenantConfig } from '@vitrine/tenant-config';
import type { Database } from '../db/database';
import { bearer, type KeyRing, SESSION_TYPE, type SessionClaims, verifySessionToken } from './tokens';
import { IDEMPOTENCY_HEADER } from './idempotency-store';
import { Batches } from './batch';
import type { RateLimiter } from './rate-limit';
import { customerOwner, guestOwner } from './input';
import type { MailSender } from '../adapters/mail';
import type { CreditBureau } from '../adapters/credit-bureau';
import type { FileStore } from '../adapters/file-store';
import type { PaymentProvider } from '../adapters/payments';
import { tenantOf } from './tenants';

/** The time, injected: tests and benchmarks pin it, nothing sleeps. */
export interface Clock {
  now(): Date;
}

/** Randomness, injected likewise. */
export interface Random {
  uuid(): string;
}

export const systemClock: Clock = { now: () => new Date() };
export const systemRandom: Random = { uuid: () => randomUUID() };

/**
 * What every request knows, GraphQL and REST alike, built once per request: the database, the
 * clock and randomness, the tenant the shop named (`x-vitrine-tenant`), the visitor (the shop's
 * HttpOnly cookie id, `x-vitrine-visitor`) and the customer of a verified session token
 * (`Authorization: Bearer`). Every permission check reads it here.
 */
export interface GatewayContext {
  db: Database;
  clock: Clock;
  random: Random;
  tenant: TenantConfig;
  /** The visitor id, when the shop sent a well-formed one. */
  visitor?: string | undefined;
  /** The logged-in (or soft-logged-in) customer of a verified, unexpired session token. */
  customer?: SessionClaims | undefined;
  /** The bearer token as sent (for renewal, which may accept it expired); nothing else reads it. */
  sessionToken?: string | undefined;
  /** The shopper's address (vouched for by the shop, or the caller's own); none for the shop's own requests. */
  clientIp?: string | undefined;
  /** The `Idempotency-Key` of a mutation the client may retry. */
  idempotencyKey?: string | undefined;
  /** Token buckets per address and per visitor (writes and search). */
  limiter: RateLimiter;
  /** This request's batched lookups (services, review tags of many products in one query each). */
  batches: Batches;
  /** The session tokens' signing keys (login issues tokens with the current one). */
  sessionKeys: KeyRing;
  /** Password hashing (scrypt) with the parameters hashes are made with today. */
  passwords: Passwords;
  /** True when `token` is a valid preview token for this draft (made with the gateway secret the shops share). */
  previewAllowed(token: string | undefined, target: PreviewTarget): boolean;
  /** A preview token for a draft (the operations page's preview links). */
  previewToken(target: PreviewTarget): string;
  /** Where the gateway's mails go (the sandbox outbox by default). */
  mail: MailSender;
  /** The payment provider of card and iDEAL orders (the sandbox by default). */
  payments: PaymentProvider;
  /** The job queue: work done once, after the request, by any gateway. */
  jobs: JobQueue;
  /** The credit bureau of the lend-money request (the sandbox by default). */
  creditBureau: CreditBureau;
  /** Where the files shoppers attach are kept (the database by default). */
  files: FileStore;
  /** Signs the captcha challenges (derived from the links' key ring: every gateway of a deployment has the same). */
  captchaSecret: string;
  /** Where the request's shop answers (`http://127.0.0.1:3000`): the links of its mails. */
  shopOrigin: string;
  /** The signature part of a payment link's token (made with the gateway secret: nothing stored can be replayed as a link). */
  paylinkSignature(id: string): string;
  /** A mail link's signature over `subject` (`newsletter:<id>`), on the links' key ring. */
  linkSignature(subject: string): string;
  /** Whether `signature` is a mail link's over `subject` (any key of the ring). */
  linkSigned(subject: string, signature: string): boolean;
  /** Whether a payment link's signature is one of the links' key ring (a rotated key's links still open). */
  paylinkSigned(id: string, signature: string): boolean;
  /**
   * Products whose cached pages in the shops went stale (a variant sold out, or back in stock): the
   * shops are told in the background. Call it after the change is committed.
   */
  staleProducts(productSkus: readonly string[], onceTold?: () => Promise<void>): void;
}

/** Work stored now and done once, later, by whichever gateway takes it (src/jobs/queue.ts). */
export interface JobQueue {
  /**
   * Stores a job; `startAfter`: not before then (a delivery due later); `within`: in that
   * transaction, so the job exists exactly when what the transaction writes does (an outbox).
   */
  send(name: string, data: Record<string, unknown>, options?: { startAfter?: Date; within?: Pick<Database, 'query'> }): Promise<string>;
  /** Takes back a job not yet run (what it would have done is done). */
  cancel(name: string, id: string): Promise<void>;
}

export interface ContextDeps {
  db: Database;
  clock: Clock;
  random: Random;
  /** The session tokens' signing keys (VITRINE_SESSION_SECRET: a secret, or `kid:secret,…` with the signing key first). */
  sessionKeys: KeyRing;
  passwords: Passwords;
  /** The links' key ring shared with the shops (payment links, preview tokens). */
  linkSecret: string;
  limiter: RateLimiter;
  mail: MailSender;
  payments: PaymentProvider;
  jobs: JobQueue;
  creditBureau: CreditBureau;
  files: FileStore;
  /** Each tenant's shop origin. */
  shopOrigins: Readonly<Record<string, string>>;
  /** Tells the shops which products' cached pages went stale. */
  staleProducts(productSkus: readonly string[], onceTold?: () => Promise<void>): void;
}

/**
 * A token is only as good as its session: the session must exist for this tenant and customer and
 * not be revoked (logout, a password change). Otherwise the request goes on as a guest's.
 */
export async function confirmSession(context: GatewayContext): Promise<void> {
  const claims = context.customer;
  if (!claims) return;
  const [row] = await context.db.query<{ ok: boolean }>('select true as ok from sessions where id = $1 and tenant = $2 and customer_id = $3 and revoked_at is null', [
    claims.sid,
    context.tenant.key,
    claims.sub,
  ]);
  if (!row) context.customer = undefined;
}

/** The owner key of the request's writes: the customer's, else the visitor's; undefined without either. */
/**
 * The customer of a full login (the password entered in this session: token type 2), or undefined for
 * a guest and a soft login. The one rule for the checkout, `order` and the account (`./access.ts`).
 */
export function fullLoginOf({ customer }: Pick<GatewayContext, 'customer'>): string | undefined {
  return customer && customer.type !== SESSION_TYPE.soft && customer.type !== SESSION_TYPE.anonymous ? customer.sub : undefined;
}

export function ownerOf({ customer, visitor }: Pick<GatewayContext, 'customer' | 'visitor'>): string | undefined {
  return customer ? customerOwner(customer.sub) : guestOwner(visitor);
}

/**
 * The gateway's password hashing (`context.passwords`), with the parameters hashes are made with
 * today: the identity module's scrypt, handed in by the composition root (src/app.ts).
 */
export interface Passwords {
  /** scrypt's parameters of new hashes. */
  readonly params: Readonly<{ logN: number; r: number; p: number; keyLength: number }>;
  /** `scrypt$ln=17,r=8,p=1$<salt>$<key>` (base64). */
  hash(password: string): Promise<string>;
  /** Whether the password fits the stored hash, and whether the hash should be made again with today's parameters. */
  verify(stored: string, password: string): Promise<{ ok: boolean; rehash: boolean }>;
  /** A hash to compare against when there is no account, so that an unknown e-mail takes as long as a wrong password. */
  decoy(): Promise<string>;
}

/** The request's context, or `unknown-tenant` when the shop named a tenant this gateway does not serve. */
export function contextOf(
  req: IncomingMessage,
  { db, clock, random, sessionKeys, passwords, linkSecret, limiter, mail, payments, jobs, creditBureau, files, shopOrigins, staleProducts }: ContextDeps,
  clientIp?: string,
): GatewayContext | 'unknown-tenant' {
  const tenant = tenantOf(req.headers[TENANT_HEADER]);
  if (!tenant) return 'unknown-tenant';
  const visitor = req.headers[VISITOR_HEADER];
  // A token of another shop is refused here (its audience); a revoked session by confirmSession.
  const sessionToken = bearer(req.headers.authorization);
  const session = verifySessionToken(sessionToken, sessionKeys, { audience: tenant.key, now: clock.now() });
  return {
    db,
    clock,
    random,
    tenant,
    visitor: isVisitorId(visitor) ? visitor : undefined,
    customer: session && session.type !== 0 ? session : undefined,
    sessionToken,
    clientIp,
    idempotencyKey: typeof req.headers[IDEMPOTENCY_HEADER] === 'string' ? req.headers[IDEMPOTENCY_HEADER] : undefined,
    limiter,
    sessionKeys,
    passwords,
    batches: new Batches(),
    previewAllowed: (token, target) => verifyPreview(token, target, linkSecret, clock.now().getTime() / 1000),
    previewToken: (target) => signPreview(target, linkSecret, clock.now().getTime() / 1000),
    mail,
    payments,
    jobs,
    creditBureau,
    files,
    captchaSecret: createHmac('sha256', linkSecret).update('vitrine:captcha').digest('hex'),
    shopOrigin: shopOrigins[tenant.key] ?? '',
    paylinkSignature: (id) => signShort(`paylink:${id}`, linkSecret),
    linkSignature: (subject) => signShort(`link:${subject}`, linkSecret),
    linkSigned: (subject, signature) => verifyShort(signature, `link:${subject}`, linkSecret),
    paylinkSigned: (id, signature) => verifyShort(signature, `paylink:${id}`, linkSecret),
    staleProducts,
  };
}
