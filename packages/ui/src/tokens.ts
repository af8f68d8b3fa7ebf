/** Breakpoints in px (decisions.md: the spec's first reading). */
export const breakpoints = { xs: 0, sm: 360, md: 600, lg: 900, xl: 1140 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** Server-side device guesses: the viewport width assumed before the browser tells. */
export const deviceWidths = { mobile: 360, tablet: 768, desktop: 1024 } as const;

/** The spacing unit: every gap is a multiple of it. */
export const SPACING_UNIT_REM = 0.5;
export const spacing = (n: number): string => `${n * SPACING_UNIT_REM}rem`;

/** Colour pairs checked for WCAG 2.2 AA contrast (≥ 4.5:1) in the tests, per theme and mode. */
export const palettes = {
  light: {
    bg: '#ffffff',
    surface: '#f3f6f5',
    text: '#17201e',
    muted: '#4a5553',
    primary: '#00695c',
    onPrimary: '#ffffff',
    secondary: '#c62828',
    onSecondary: '#ffffff',
    border: '#8a9694',
    focus: '#00695c',
  },
  dark: {
    bg: '#111615',
    surface: '#1b2321',
    text: '#eaf0ee',
    muted: '#b3bfbc',
    primary: '#4db6ac',
    onPrimary: '#00201c',
    secondary: '#ff8a80',
    onSecondary: '#2b0000',
    border: '#7d8a87',
    focus: '#80cbc4',
  },
  alt: {
    bg: '#000000',
    surface: '#141414',
    text: '#ffffff',
    muted: '#e6e6e6',
    primary: '#ffd600',
    onPrimary: '#000000',
    secondary: '#ffd600',
    onSecondary: '#000000',
    border: '#ffd600',
    focus: '#ffd600',
  },
} as const;
export type PaletteName = keyof typeof palettes;

/** Relative luminance contrast ratio of two #rrggbb colours (WCAG 2.x). */
export function contrastRatio(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
