/**
 * An idempotency key: what a client sends with a mutation it may retry (the `Idempotency-Key`
 * header), and the checkout's attempt id (one per check-and-order page). 8 to 128 letters, digits
 * and `-_.:` (a UUID is one). The shop and the gateway check it with this one rule.
 */
const KEY = /^[A-Za-z0-9._:-]{8,128}$/;

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && KEY.test(value);
}
