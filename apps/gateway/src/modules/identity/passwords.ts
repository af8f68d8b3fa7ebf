import { randomBytes, scrypt as scryptCallback, type ScryptOptions, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes with scrypt, the parameters of OWASP's password storage cheat sheet (N = 2^17,
 * r = 8, p = 1: 128 MiB, about a third of a second here). The stored form names its parameters,
 * so a hash made with older ones still verifies and is made again at the next login.
 */
export const SCRYPT = { logN: 17, r: 8, p: 1, keyLength: 64 } as const;
type Params = { logN: number; r: number; p: number; keyLength: number };

function scrypt(password: string, salt: Buffer, params: Params): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** params.logN, r: params.r, p: params.p, maxmem: 256 * 2 ** 20 };
  return new Promise((resolve, reject) => scryptCallback(password.normalize('NFC'), salt, params.keyLength, options, (error, key) => (error ? reject(error) : resolve(key))));
}

const FORMAT = /^scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/=]{16,})\$([A-Za-z0-9+/=]{32,})$/;

/** `scrypt$ln=17,r=8,p=1$<salt>$<key>` (base64). */
export async function hashPassword(password: string, params: Params = SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  return `scrypt$ln=${params.logN},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Whether the password fits the stored hash, and whether the hash should be made again with today's parameters. */
export async function verifyPassword(stored: string, password: string): Promise<{ ok: boolean; rehash: boolean }> {
  const m = FORMAT.exec(stored);
  if (!m || password.length > 1024) return { ok: false, rehash: false };
  const params = { logN: Number(m[1]), r: Number(m[2]), p: Number(m[3]), keyLength: Buffer.from(m[5]!, 'base64').length };
  if (params.logN < 10 || params.logN > 20) return { ok: false, rehash: false };
  const expected = Buffer.from(m[5]!, 'base64');
  const key = await scrypt(password, Buffer.from(m[4]!, 'base64'), params);
  const ok = key.length === expected.length && timingSafeEqual(key, expected);
  return { ok, rehash: ok && (params.logN !== SCRYPT.logN || params.r !== SCRYPT.r || params.p !== SCRYPT.p || params.keyLength !== SCRYPT.keyLength) };
}

/** A hash to compare against when there is no account, so that an unknown e-mail takes as long as a wrong password. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString('hex'));
  return decoy;
}
