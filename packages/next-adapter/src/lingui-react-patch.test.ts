import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// @lingui/react is patched (patches/@lingui__react@6.8.0.patch): it takes React 19's own
// useSyncExternalStore instead of the shim for React 16/17, which every page of a shop would
// otherwise ship (about 0.4 KiB gzip of first-load JavaScript, counted by `pnpm bench`).
describe('@lingui/react as the shops bundle it', () => {
  it('imports useSyncExternalStore from React, not from the shim', () => {
    const entry = fileURLToPath(import.meta.resolve('@lingui/react'));
    const source = readFileSync(entry, 'utf8');
    expect(source).toMatch(/import \{[^}]*\buseSyncExternalStore\b[^}]*\} from 'react'/);
    expect(source).not.toContain('use-sync-external-store');
  });
});
