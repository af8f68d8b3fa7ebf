/** The variants of an A/B test: A is the control, what everyone sees without an assignment. */
export const AB_VARIANTS = ['A', 'B'] as const;
export type AbVariant = (typeof AB_VARIANTS)[number];

export function isAbVariant(value: unknown): value is AbVariant {
  return typeof value === 'string' && (AB_VARIANTS as readonly string[]).includes(value);
}

/** A test name as tenants write it (`2025_04_Aplus_reco`). */
export const AB_TEST_NAME = /^[A-Za-z0-9_-]{1,60}$/;

/** Picks a variant with even odds from a random number in [0, 1). */
export function assignAbVariant(random: number): AbVariant {
  return AB_VARIANTS[Math.min(AB_VARIANTS.length - 1, Math.floor(random * AB_VARIANTS.length))]!;
}
