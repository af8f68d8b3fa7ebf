/** Units a price may be given per (spec §3 "unit price"), with their base unit and factor. */
const UNITS = {
  g: { base: 'kg', factor: 0.001 },
  kg: { base: 'kg', factor: 1 },
  ml: { base: 'l', factor: 0.001 },
  cl: { base: 'l', factor: 0.01 },
  l: { base: 'l', factor: 1 },
  cm: { base: 'm', factor: 0.01 },
  m: { base: 'm', factor: 1 },
  m2: { base: 'm2', factor: 1 },
  m3: { base: 'm3', factor: 1 },
  piece: { base: 'piece', factor: 1 },
} as const;
export type MeasureUnit = keyof typeof UNITS;

export interface UnitPrice {
  /** Minor units per `quantity` `unit`. */
  amount: number;
  quantity: number;
  unit: string;
}

/**
 * The unit price of a package (EU Price Indication Directive: per 1 kg, 1 l, 1 m, …; per 100 g or
 * 100 ml for small packages when `per100` is set). Rounded half up to whole minor units.
 */
export function unitPrice(price: number, contentAmount: number, contentUnit: MeasureUnit, { per100 = false } = {}): UnitPrice {
  if (!Number.isSafeInteger(price) || price < 0) throw new RangeError('price must be whole minor units ≥ 0');
  if (!Number.isFinite(contentAmount) || contentAmount <= 0) throw new RangeError('contentAmount must be a positive number');
  const unit = UNITS[contentUnit];
  if (!unit) throw new RangeError(`unknown unit "${String(contentUnit)}"`);
  const inBase = contentAmount * unit.factor;
  if (per100 && (unit.base === 'kg' || unit.base === 'l')) {
    const small = unit.base === 'kg' ? 'g' : 'ml';
    return { amount: Math.round((price / inBase) * 0.1), quantity: 100, unit: small };
  }
  return { amount: Math.round(price / inBase), quantity: 1, unit: unit.base };
}
