import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontPreloadHeader } from './fonts';

describe('fontPreloadHeader', () => {
  it('preloads the named fonts by the names the build gave them', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'fonts-')), 'media');
    mkdirSync(dir);
    for (const f of ['inter-latin-wght-normal.0gsaq8.woff2', 'inter-latin-ext-wght-normal.3gdi.woff2', 'logo.abc.svg']) writeFileSync(join(dir, f), '');
    expect(fontPreloadHeader(['inter-latin-wght-normal', 'missing-font'], dir)).toBe(
      '</_next/static/media/inter-latin-wght-normal.0gsaq8.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin',
    );
    expect(fontPreloadHeader(['inter-latin-wght-normal'], join(dir, 'nowhere'))).toBeUndefined();
    expect(fontPreloadHeader([], dir)).toBeUndefined();
  });
});
