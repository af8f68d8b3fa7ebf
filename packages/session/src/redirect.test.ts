import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localPath } from './redirect';

describe('localPath', () => {
  it('keeps a path of the shop with its query', () => {
    expect(localPath('/warenkorb')).toBe('/warenkorb');
    expect(localPath('/fr/panier?x=1#top')).toBe('/fr/panier?x=1#top');
  });
  it('refuses anything that leaves the shop', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'warenkorb',
      '/a b',
      '/\n//evil',
      '',
      null,
      undefined,
      `/${'a'.repeat(600)}`,
    ])
      expect(localPath(bad), String(bad)).toBeUndefined();
  });
  it('answers only paths whose URL stays on the shop’s origin (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (value) => {
        const path = localPath(value);
        if (path !== undefined) expect(new URL(path, 'https://shop.example').origin).toBe('https://shop.example');
      }),
    );
  });
});
