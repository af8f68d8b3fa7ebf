import { randomBytes, scrypt as scryptCallback, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import { GraphQLError } from 'graphql';
import pLimit from 'p-limit';
import type { Passwords } from '../../http/context';

/**
 * Password hashes with scrypt, the parameters of OWASP's password storage cheat sheet (N = 2^17,
 * r = 8, p = 1: 128 MiB, about a third of a second here). The stored form names its parameters,
 * so a hash made with older ones still verifies and is made again at the next login.
 */
export const SCRYPT = { logN: 17, r: 8, p: 1, keyLength: 64 } as const;
export type ScryptParams = { logN: number; r: number; p: number; keyLength: number };

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** params.logN, r: params.r, p: params.p, maxmem: 256 * 2 ** 20 };
  return new Promise((resolve, reject) => scryptCallback(password.normalize('NFC'), salt, params.keyLength, options, (error, key) => (error ? reject(error) : resolve(key))));
}

/**
 * How many scrypt computations run at once (each takes 128 MiB and a thread of libuv's pool, which
 * the database's file access shares), and how many may wait. A flood of logins (with unknown
 * e-mails, which cost a decoy's check all the same) queues behind the first and is refused past the
 * queue instead of taking the gateway's memory and threads.
 */
export const SCRYPT_LIMITS = { concurrent: 2, waiting: 32 } as const;

/** Too many password checks waiting: the request is refused (HTTP 503, retry after a second), nothing is counted. */
export class PasswordsBusy extends GraphQLError {
  constructor() {
    super('Too many password checks at once: try again in a moment', { extensions: { code: 'BUSY', retryAfter: 1, http: { status: 503, headers: { 'retry-after': '1' } } } });
  }
}

const FORMAT = /^scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/=]{16,})\$([A-Za-z0-9+/=]{32,})$/;

/**
 * Hashing with `params` ({@link SCRYPT} unless given: the gateway's default, and what production
 * uses). Lower parameters are for the gateway's own tests only, where hundreds of passwords are made
 * and checked; they are never below N = 2^10.
 */
export function createPasswords(params: Readonly<ScryptParams> = SCRYPT, limits: { concurrent: number; waiting: number } = SCRYPT_LIMITS): Passwords {
  if (params.logN < 10 || params.logN > 20) throw new Error(`scrypt N = 2^${params.logN} is outside 2^10…2^20`);
  const limit = pLimit(limits.concurrent);
  /** scrypt behind the semaphore: refused at once when the queue is full. */
  const limited = (password: string, salt: Buffer, made: ScryptParams) => {
    if (limit.activeCount >= limits.concurrent && limit.pendingCount >= limits.waiting) return Promise.reject(new PasswordsBusy());
    return limit(() => scrypt(password, salt, made));
  };
  let decoy: Promise<string> | undefined;
  const hash = async (password: string) => {
    const salt = randomBytes(16);
    const key = await limited(password, salt, params);
    return `scrypt$ln=${params.logN},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
  };
  return {
    params,
    hash,
    async verify(stored, password) {
      const m = FORMAT.exec(stored);
      if (!m || password.length > 1024) return { ok: false, rehash: false };
      const made = { logN: Number(m[1]), r: Number(m[2]), p: Number(m[3]), keyLength: Buffer.from(m[5]!, 'base64').length };
      if (made.logN < 10 || made.logN > 20) return { ok: false, rehash: false };
      const expected = Buffer.from(m[5]!, 'base64');
      const key = await limited(password, Buffer.from(m[4]!, 'base64'), made);
      const ok = key.length === expected.length && timingSafeEqual(key, expected);
      return { ok, rehash: ok && (made.logN !== params.logN || made.r !== params.r || made.p !== params.p || made.keyLength !== params.keyLength) };
    },
    decoy() {
      decoy ??= hash(randomBytes(12).toString('hex'));
      // A decoy refused as busy is made again next time.
      decoy.catch(() => (decoy = undefined));
      return decoy;
    },
  };
}
