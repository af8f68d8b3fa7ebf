import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, markCompileHints } from '@vitrine/next-adapter/compile-hints';

function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vt-hints-'));
  mkdirSync(join(dir, 'static/chunks'), { recursive: true });
  const files = {
    'static/chunks/react-dom.js': 'TURBOPACK.push([1])',
    'static/chunks/runtime.js': '(()=>{})()',
    'static/chunks/page.js': 'TURBOPACK.push([2])',
    'static/chunks/style.css': 'a{}',
  };
  for (const [file, code] of Object.entries(files)) writeFileSync(join(dir, file), code);
  writeFileSync(
    join(dir, 'build-manifest.json'),
    JSON.stringify({ polyfillFiles: [], rootMainFiles: ['static/chunks/react-dom.js', 'static/chunks/runtime.js', 'static/chunks/style.css'] }),
  );
  return dir;
}

describe('markCompileHints', () => {
  it('marks the framework chunks of the build manifest, and only them', () => {
    const dir = fakeBuild();
    const { marked, already } = markCompileHints(dir);
    expect(marked).toEqual(['static/chunks/react-dom.js', 'static/chunks/runtime.js']);
    expect(already).toEqual([]);
    expect(readFileSync(join(dir, 'static/chunks/react-dom.js'), 'utf8')).toBe(`${COMPILE_HINT}TURBOPACK.push([1])`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    // A page chunk and the stylesheet stay as they were.
    expect(readFileSync(join(dir, 'static/chunks/page.js'), 'utf8')).toBe('TURBOPACK.push([2])');
    expect(readFileSync(join(dir, 'static/chunks/style.css'), 'utf8')).toBe('a{}');
  });

  it('changes nothing the second time', () => {
    const dir = fakeBuild();
    markCompileHints(dir);
    const { marked, already } = markCompileHints(dir);
    expect(marked).toEqual([]);
    expect(already).toHaveLength(2);
    expect(readFileSync(join(dir, 'static/chunks/runtime.js'), 'utf8')).toBe(`${COMPILE_HINT}(()=>{})()`);
  });

  it('refuses a directory that is no app-router build', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vt-hints-'));
    writeFileSync(join(dir, 'build-manifest.json'), JSON.stringify({ pages: {} }));
    expect(() => markCompileHints(dir)).toThrow(/rootMainFiles/);
  });
});
