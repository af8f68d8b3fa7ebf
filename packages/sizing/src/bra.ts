/** EU cups in 2 cm steps of bust minus underbust, from 12 cm (A) to 28 cm (H). */
export const CUPS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export type Cup = (typeof CUPS)[number];

export const BAND_RANGE = { min: 60, max: 130 } as const;

export type BraSizeProblem = 'invalid-input' | 'underbust-out-of-range' | 'difference-too-small' | 'difference-too-large';

export type BraSizeResult = { ok: true; band: number; cup: Cup; /** The search term of the size, e.g. `b75`. */ term: string } | { ok: false; problem: BraSizeProblem };

/**
 * EU bra size from measurements in centimetres: the band is the underbust rounded to the nearest
 * 5 (72.4 → 70, 72.5 → 75); the cup comes from the difference bust − underbust: 12 to under 14 cm
 * is A, each further 2 cm one cup more, up to H (26 to under 28 cm).
 */
export function braSize(underbustCm: number, bustCm: number): BraSizeResult {
  if (!Number.isFinite(underbustCm) || !Number.isFinite(bustCm) || underbustCm <= 0 || bustCm <= 0) return { ok: false, problem: 'invalid-input' };
  const band = Math.round(underbustCm / 5) * 5;
  if (band < BAND_RANGE.min || band > BAND_RANGE.max) return { ok: false, problem: 'underbust-out-of-range' };
  // Work in millimetres so that 13.9 and 14.0 fall on the intended side.
  const difference = Math.round((bustCm - underbustCm) * 10);
  if (difference < 120) return { ok: false, problem: 'difference-too-small' };
  const index = Math.floor((difference - 120) / 20);
  const cup = CUPS[index];
  if (!cup) return { ok: false, problem: 'difference-too-large' };
  return { ok: true, band, cup, term: `${cup.toLowerCase()}${band}` };
}

/**
 * Reads a size search term back (`b75`, `75b`, `B 75`): cup A–K and band 60–130, or undefined.
 * The gateway uses it for the links {@link braSize} produces.
 */
export function parseBraSizeTerm(term: string): { band: string; cup: string } | undefined {
  const m = /^\s*(?:([a-k])\s?(\d{2,3})|(\d{2,3})\s?([a-k]))\s*$/i.exec(term);
  if (!m) return undefined;
  const band = m[2] ?? m[3]!;
  const cup = (m[1] ?? m[4]!).toUpperCase();
  return Number(band) >= 60 && Number(band) <= 130 ? { band, cup } : undefined;
}

/** Parses a measurement as typed ("75", "75,5", "75.5"), or NaN. */
export function parseCentimetres(value: string | null | undefined): number {
  if (!value) return Number.NaN;
  const clean = value.trim().replace(',', '.');
  return /^\d{1,3}(\.\d{1,2})?$/.test(clean) ? Number(clean) : Number.NaN;
}
