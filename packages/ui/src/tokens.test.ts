import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { breakpoints, contrastRatio, palettes, spacing } from './tokens';

const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');

describe('contrast in every theme (WCAG 2.2 AA)', () => {
  for (const [name, p] of Object.entries(palettes)) {
    it(`${name}: text and controls reach 4.5:1, focus 3:1`, () => {
      const pairs: Array<[string, string, string, number]> = [
        ['text/bg', p.text, p.bg, 4.5],
        ['text/surface', p.text, p.surface, 4.5],
        ['muted/bg', p.muted, p.bg, 4.5],
        ['muted/surface', p.muted, p.surface, 4.5],
        ['onPrimary/primary', p.onPrimary, p.primary, 4.5],
        ['onSecondary/secondary', p.onSecondary, p.secondary, 4.5],
        ['primary/bg (links)', p.primary, p.bg, 4.5],
        ['secondary/bg (sale price)', p.secondary, p.bg, 4.5],
        ['focus/bg', p.focus, p.bg, 3],
        ['border/bg (controls)', p.border, p.bg, 3],
      ];
      for (const [label, fg, bg, min] of pairs) {
        expect(contrastRatio(fg, bg), `${name} ${label}`).toBeGreaterThanOrEqual(min);
      }
    });
  }
  it('computes known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
  });
});

describe('tokens and CSS agree', () => {
  it('styles.css carries every palette value', () => {
    for (const [name, p] of Object.entries(palettes)) {
      for (const [key, value] of Object.entries(p)) {
        const prop = `--vt-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${value};`;
        expect(css, `${name}.${key}`).toContain(prop);
      }
    }
  });
  it('has the decided breakpoints and spacing unit', () => {
    expect(breakpoints).toEqual({ xs: 0, sm: 360, md: 600, lg: 900, xl: 1140 });
    expect(spacing(3)).toBe('1.5rem');
    expect(css).toContain('--vt-space: 0.5rem;');
  });
  it('self-hosts both fonts from npm packages', () => {
    expect(css).toContain("url('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')");
    expect(css).toContain("url('@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2')");
    // The first paint never waits for a font: swap, with metric-adjusted local fallbacks.
    expect(css.match(/font-display: swap;/g)).toHaveLength(4);
    expect(css).not.toMatch(/font-display: (block|optional|fallback)/);
    expect(css).toMatch(/--vt-font-primary: 'Inter Variable', 'Inter Fallback'/);
    expect(css).toMatch(/--vt-font-secondary: 'Source Serif 4 Variable', 'Source Serif Fallback'/);
    expect(css).not.toMatch(/https?:\/\//);
  });
});
