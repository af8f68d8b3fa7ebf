/**
 * Rate-protection insurance (Ratenschutz): an insurance that pays the remaining instalments when
 * the insured customer dies, cannot work, or (employees only) loses their job. Its premium is a
 * share of each instalment, paid with it; it is an insurance premium (insurance tax included), not
 * part of the goods' price and not subject to VAT.
 */
export interface RateProtectionTerms {
  /** The premium per month, percent of the regular monthly instalment (e.g. 5.9). */
  monthlyPercent: number;
  /** The youngest insurable age at the order. */
  minAge: number;
  /** The oldest age the insured may reach by the last instalment. */
  maxAgeAtEnd: number;
}

export const OCCUPATIONS = ['employed', 'self-employed', 'civil-servant', 'retired', 'other'] as const;
export type Occupation = (typeof OCCUPATIONS)[number];

export const INSURED_RISKS = ['death', 'incapacity', 'unemployment'] as const;
export type InsuredRisk = (typeof INSURED_RISKS)[number];

/**
 * What the protection covers for an occupation: death always; incapacity for work for whoever
 * works; unemployment only for employees (the self-employed and civil servants cannot lose a job
 * in the insurance's sense).
 */
export function rateProtectionCover(occupation: Occupation): InsuredRisk[] {
  switch (occupation) {
    case 'employed':
      return ['death', 'incapacity', 'unemployment'];
    case 'self-employed':
    case 'civil-servant':
      return ['death', 'incapacity'];
    case 'retired':
    case 'other':
      return ['death'];
  }
}

export interface RateProtectionPremium {
  /** Paid with each instalment, minor units. */
  monthly: number;
  /** Over the whole term: monthly × count. */
  total: number;
}

/** The premium for a plan: `monthlyPercent` of its regular instalment each month, rounded to the minor unit. */
export function rateProtectionPremium(plan: { monthlyInstalment: number; count: number }, terms: Pick<RateProtectionTerms, 'monthlyPercent'>): RateProtectionPremium {
  if (!Number.isSafeInteger(plan.monthlyInstalment) || plan.monthlyInstalment < 0) throw new RangeError('monthlyInstalment must be whole minor units ≥ 0');
  if (!Number.isInteger(plan.count) || plan.count < 1) throw new RangeError('count must be a whole number ≥ 1');
  if (!Number.isFinite(terms.monthlyPercent) || terms.monthlyPercent < 0) throw new RangeError('monthlyPercent must be a finite number ≥ 0');
  const monthly = Math.round((plan.monthlyInstalment * terms.monthlyPercent) / 100);
  return { monthly, total: monthly * plan.count };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whole years from `birthDate` to `on` (both YYYY-MM-DD): a birthday counts from its day. */
export function ageOn(birthDate: string, on: string): number {
  const b = DAY.exec(birthDate);
  const d = DAY.exec(on);
  if (!b || !d) throw new RangeError('dates must be YYYY-MM-DD');
  const years = Number(d[1]) - Number(b[1]);
  return `${d[2]}-${d[3]}` < `${b[2]}-${b[3]}` ? years - 1 : years;
}

/** The day `months` calendar months after `day` (YYYY-MM-DD), kept within the month (31 Jan + 1 → 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const m = DAY.exec(day);
  if (!m) throw new RangeError('day must be YYYY-MM-DD');
  const index = Number(m[1]) * 12 + Number(m[2]) - 1 + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(Number(m[3]), last)).padStart(2, '0')}`;
}

export type RateProtectionAgeProblem = 'too-young' | 'too-old';

/**
 * Whether someone born on `birthDate` can be insured for a plan whose last instalment falls
 * `monthsToLastInstalment` months after `today`: at least `minAge` now, at most `maxAgeAtEnd` then.
 */
export function rateProtectionAgeProblem(
  birthDate: string,
  today: string,
  monthsToLastInstalment: number,
  terms: Pick<RateProtectionTerms, 'minAge' | 'maxAgeAtEnd'>,
): RateProtectionAgeProblem | undefined {
  if (ageOn(birthDate, today) < terms.minAge) return 'too-young';
  if (ageOn(birthDate, addMonths(today, monthsToLastInstalment)) > terms.maxAgeAtEnd) return 'too-old';
  return undefined;
}
