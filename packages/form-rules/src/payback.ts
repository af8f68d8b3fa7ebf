import { isBlank, type Rule } from './core';

/** The digits of a PAYBACK card (16) start with this issuer prefix; the customer number is the last 10. */
export const PAYBACK_CARD_PREFIX = '308342';

/**
 * A PAYBACK customer number: 10 digits (spaces allowed), whose last digit is the Luhn check digit of
 * the card's full 16-digit number (the issuer prefix, then the customer number).
 */
export function isPaybackNumber(v: string): boolean {
  const digits = v.replace(/\s+/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  let sum = 0;
  [...`${PAYBACK_CARD_PREFIX}${digits}`].reverse().forEach((ch, i) => {
    const d = Number(ch) * (i % 2 === 1 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  });
  return sum % 10 === 0;
}

/** A PAYBACK customer number (empty passes: `required` says so). */
export const paybackNumber: Rule = (v) => (isBlank(v) || isPaybackNumber(v) ? undefined : 'payback-invalid');
