import { isBlank, type Rule } from './core';

const IBAN_LENGTHS: Record<string, number> = { DE: 22, AT: 20, CH: 21, LI: 21, NL: 18, FR: 27, BE: 16, LU: 20, IT: 27, ES: 24 };

/** Normalises an IBAN for storage and comparison: no spaces, upper case. */
export function normaliseIban(v: string): string {
  return v.replace(/\s+/g, '').toUpperCase();
}

/** ISO 13616: country length where known, then the mod-97 checksum. */
export const iban: Rule = (v) => {
  if (isBlank(v)) return undefined;
  const value = normaliseIban(v);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(value)) return 'iban-invalid';
  const expected = IBAN_LENGTHS[value.slice(0, 2)];
  if (expected !== undefined && value.length !== expected) return 'iban-invalid';
  const rearranged = value.slice(4) + value.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1 ? undefined : 'iban-invalid';
};

/**
 * An IBAN as the shop shows it back: the country and check digits and the last four characters,
 * the rest as dots, in groups of four (`DE89 •••• •••• •••• ••30 00`). The full number never
 * leaves the gateway once it is stored.
 */
export function maskIban(v: string): string {
  const value = normaliseIban(v);
  if (value.length < 9) return '•'.repeat(value.length);
  const masked = value.slice(0, 4) + '•'.repeat(value.length - 8) + value.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}
