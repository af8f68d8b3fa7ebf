import { email } from './text';
import { required, type Rule } from './core';

/** The newsletter sign-up (spec §4): an e-mail address. */
export const NEWSLETTER_FORM = { email: [required, email] } as const satisfies Record<string, readonly Rule[]>;

/** The newsletter's frequencies (spec §3's option values): 0 daily, 1 weekly, 2 every two weeks and 3 monthly (the last two the base shop's). */
export const NEWSLETTER_FREQUENCIES = [0, 1, 2, 3] as const;
export type NewsletterFrequency = (typeof NEWSLETTER_FREQUENCIES)[number];
/** The frequencies a shop offers: every two weeks and monthly only where it is the base configuration. */
export function newsletterFrequencies(isBase: boolean): readonly NewsletterFrequency[] {
  return isBase ? NEWSLETTER_FREQUENCIES : [0, 1];
}
/** A newsletter pause, in days (spec §3, §9: 1, 2, 3 weeks or a month). */
export const NEWSLETTER_PAUSE_DAYS = [7, 14, 21, 30] as const;
export type NewsletterPauseDays = (typeof NEWSLETTER_PAUSE_DAYS)[number];

/** A choice of the newsletter unsubscribe form (spec §3's option values). */
export type NewsletterOption = { kind: 'frequency'; frequency: NewsletterFrequency } | { kind: 'pause' } | { kind: 'unsubscribe' };

/**
 * The option values of spec §3 (`frequency|0` … `frequency|3`, `pause|-100`, `unsubscribe|99`), read;
 * undefined for anything else or a frequency the shop does not offer.
 */
export function parseNewsletterOption(value: string, offered: readonly NewsletterFrequency[] = NEWSLETTER_FREQUENCIES): NewsletterOption | undefined {
  if (value === 'pause|-100') return { kind: 'pause' };
  if (value === 'unsubscribe|99') return { kind: 'unsubscribe' };
  const match = /^frequency\|([0-3])$/.exec(value);
  const frequency = match ? (Number(match[1]) as NewsletterFrequency) : undefined;
  return frequency !== undefined && offered.includes(frequency) ? { kind: 'frequency', frequency } : undefined;
}

/** From what an unsubscribe applies to (spec §3): the shop's newsletter, the second brand's, or both. */
export const NEWSLETTER_SCOPES = ['shop', 'second-brand', 'both'] as const;
export type NewsletterScope = (typeof NEWSLETTER_SCOPES)[number];
