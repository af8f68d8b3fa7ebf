import { createChallenge, randomInt, verifySolution, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { GatewayContext } from '../../http/context';

/**
 * The captcha's proof of work (ALTCHA v2, deterministic): the gateway picks a counter below
 * `maxCounter` and the browser finds it by deriving PBKDF2 keys (`cost` iterations each), about
 * half of `maxCounter` tries: a second or so for a person, the same for every message a robot sends.
 */
export const CAPTCHA = { algorithm: 'PBKDF2/SHA-256', cost: 1000, maxCounter: 2500, validSeconds: 600 } as const;

/**
 * A new challenge, signed, valid {@link CAPTCHA}.validSeconds by the machine's clock (the library
 * checks expiry on it; a test gateway's clock may be elsewhere); the browser gets it as JSON.
 */
export async function newCaptcha(context: Pick<GatewayContext, 'captchaSecret'>): Promise<string> {
  const challenge = await createChallenge({
    algorithm: CAPTCHA.algorithm,
    cost: CAPTCHA.cost,
    counter: randomInt(CAPTCHA.maxCounter),
    deriveKey,
    expiresAt: new Date(Date.now() + CAPTCHA.validSeconds * 1000),
    hmacSignatureSecret: context.captchaSecret,
    hmacKeySignatureSecret: context.captchaSecret,
  });
  return JSON.stringify(challenge);
}

/**
 * Whether a solved captcha (base64 of `{ challenge, solution }`) is one of this gateway's
 * challenges, unexpired, solved, and not used before (each is accepted once, on every gateway:
 * the used ones are kept in the database until they expire).
 */
export async function captchaSolved(context: GatewayContext, solved: string | null | undefined): Promise<boolean> {
  if (!solved || solved.length > 4096) return false;
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(solved, 'base64').toString('utf8')) as Payload;
  } catch {
    return false;
  }
  const parameters = payload?.challenge?.parameters;
  if (!parameters || typeof payload.challenge.signature !== 'string' || !payload.solution || typeof parameters.expiresAt !== 'number') return false;
  let verified: boolean;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: context.captchaSecret,
      hmacKeySignatureSecret: context.captchaSecret,
    });
    verified = result.verified;
  } catch {
    return false;
  }
  if (!verified) return false;
  const used = await context.db.query('insert into captcha_solutions (signature, expires_at) values ($1, $2) on conflict (signature) do nothing returning 1', [
    payload.challenge.signature,
    new Date(parameters.expiresAt * 1000),
  ]);
  return used.length === 1;
}
