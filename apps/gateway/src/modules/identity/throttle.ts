import { createHash } from 'node:crypto';
import type { Database } from '../../db/database';
import { addressKey } from '../../http/address';
import type { Clock } from '../../http/context';

/*
 * The throttle in front of every secret a shopper types: the password at login and when the
 * personal data change, the customer number with the birth date, an order's e-mail and postal code.
 *
 * It slows whoever guesses and never locks the customer out (OWASP ASVS 5.0 6.3.1, the
 * Authentication cheat sheet's "login throttling"):
 * - failures are counted per account *and* address; past a few, each further attempt of that pair
 *   waits, twice as long each time, up to {@link THROTTLE}.maxDelaySeconds. The same account from an
 *   address with no failures goes ahead, so nobody keeps a customer out by failing on purpose;
 * - an address that fails for many accounts (credential stuffing) waits the same way, except for
 *   an account that has logged in from it before (a trusted pair: the customer's own home);
 * - a secret that is easy to guess from many addresses (a postal code, a birth date) is also counted
 *   per account over all addresses (`acrossAddresses`);
 * - an attempt is reserved before the secret is checked, in the transaction that counts: parallel
 *   attempts count each other, and a reserved attempt counts as a failure until it succeeded.
 */
export const THROTTLE = {
  /** Failures older than this no longer count. */
  windowSeconds: 15 * 60,
  /** Failures of one account from one address before its attempts wait. */
  pairFree: 5,
  /** Failures from one address over all accounts before its untrusted pairs wait. */
  addressFree: 30,
  /** Failures of one account over all addresses before it waits, where `acrossAddresses` is asked for. */
  accountFree: 5,
  /** The first wait; each further failure doubles it. */
  firstDelaySeconds: 1,
  /** The longest wait. */
  maxDelaySeconds: 15 * 60,
  /** A successful login makes its account and address a trusted pair for this long. */
  trustedDays: 90,
} as const;

/** Seconds to wait after the last of `failures` (0 while they are within `free`): 1, 2, 4, … up to the cap. */
export function delayAfter(failures: number, free: number, rules: Pick<typeof THROTTLE, 'firstDelaySeconds' | 'maxDelaySeconds'> = THROTTLE): number {
  if (failures < free) return 0;
  return Math.min(rules.maxDelaySeconds, rules.firstDelaySeconds * 2 ** Math.min(failures - free, 30));
}

export interface Attempt {
  /** The secret was right: the pair's failures are forgotten and the pair is trusted. */
  succeeded(): Promise<void>;
  /** The secret was wrong: the reservation stays as a failure. */
  failed(): Promise<void>;
  /** The secret could not be checked (the password checks were busy): the reservation is dropped, nothing counted. */
  cancelled(): Promise<void>;
  /** Runs the check; a check that throws cancels the reservation and throws on. */
  check<T>(fn: () => Promise<T>): Promise<T>;
}

export type Reservation = { wait: number } | { wait: 0; attempt: Attempt };

type Count = { n: number; last: Date | string | null };

const lockKey = (value: string) => createHash('sha256').update(value).digest().readBigInt64BE(0).toString();

/**
 * Reserves one attempt at the secrets named by `accounts` (keys made by `accountKey`) from `ip`,
 * or says how many seconds to wait first.
 */
export async function reserveAttempt(
  db: Pick<Database, 'transaction'>,
  { tenant, accounts, ip, clock, acrossAddresses = false }: { tenant: string; accounts: readonly string[]; ip: string | undefined; clock: Clock; acrossAddresses?: boolean },
): Promise<Reservation> {
  const address = ip ? addressKey(ip) : '-';
  const now = clock.now();
  const since = new Date(now.getTime() - THROTTLE.windowSeconds * 1000);
  const waitAfter = (row: Count | undefined, free: number) => {
    if (!row || !row.last) return 0;
    const delay = delayAfter(row.n, free);
    return delay === 0 ? 0 : Math.max(0, Math.ceil((new Date(row.last).getTime() + delay * 1000 - now.getTime()) / 1000));
  };
  const ids = await db.transaction(async (tx) => {
    // One address's attempts, then one account's across addresses, are counted one at a time (always in this order).
    await tx.query('select pg_advisory_xact_lock($1::bigint)', [lockKey(`throttle:address:${address}`)]);
    if (acrossAddresses) for (const account of [...accounts].sort()) await tx.query('select pg_advisory_xact_lock($1::bigint)', [lockKey(`throttle:account:${tenant}:${account}`)]);
    let wait = 0;
    let trustedEverywhere = accounts.length > 0;
    for (const account of accounts) {
      const [pair] = await tx.query<Count>('select count(*)::int as n, max(at) as last from login_failures where tenant = $1 and account = $2 and address = $3 and at > $4', [
        tenant,
        account,
        address,
        since,
      ]);
      wait = Math.max(wait, waitAfter(pair, THROTTLE.pairFree));
      if (acrossAddresses) {
        const [all] = await tx.query<Count>('select count(*)::int as n, max(at) as last from login_failures where tenant = $1 and account = $2 and at > $3', [
          tenant,
          account,
          since,
        ]);
        wait = Math.max(wait, waitAfter(all, THROTTLE.accountFree));
      }
      const trusted = await tx.query('select 1 from login_trusted where tenant = $1 and account = $2 and address = $3 and at > $4', [
        tenant,
        account,
        address,
        new Date(now.getTime() - THROTTLE.trustedDays * 86_400_000),
      ]);
      if (trusted.length === 0) trustedEverywhere = false;
    }
    if (!trustedEverywhere && address !== '-') {
      const [fromAddress] = await tx.query<Count>('select count(*)::int as n, max(at) as last from login_failures where address = $1 and at > $2', [address, since]);
      wait = Math.max(wait, waitAfter(fromAddress, THROTTLE.addressFree));
    }
    if (wait > 0) return wait;
    const reserved: string[] = [];
    for (const account of accounts) {
      const [row] = await tx.query<{ id: string }>('insert into login_failures (tenant, account, address, at, pending) values ($1, $2, $3, $4, true) returning id::text as id', [
        tenant,
        account,
        address,
        now,
      ]);
      reserved.push(row!.id);
    }
    return reserved;
  });
  if (typeof ids === 'number') return { wait: ids };
  return {
    wait: 0,
    attempt: {
      async succeeded() {
        await db.transaction(async (tx) => {
          for (const account of accounts) {
            await tx.query('delete from login_failures where tenant = $1 and account = $2 and address = $3', [tenant, account, address]);
            await tx.query(
              'insert into login_trusted (tenant, account, address, at) values ($1, $2, $3, $4) on conflict (tenant, account, address) do update set at = excluded.at',
              [tenant, account, address, clock.now()],
            );
          }
        });
      },
      async failed() {
        await db.transaction(async (tx) => {
          await tx.query('update login_failures set pending = false, at = greatest(at, $2) where id = any($1::bigint[])', [ids, clock.now()]);
        });
      },
      async cancelled() {
        await db.transaction(async (tx) => {
          await tx.query('delete from login_failures where id = any($1::bigint[])', [ids]);
        });
      },
      async check(fn) {
        try {
          return await fn();
        } catch (error) {
          await this.cancelled();
          throw error;
        }
      },
    },
  };
}
