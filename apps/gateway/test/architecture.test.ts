import { join } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

/** The gateway's import graph as dependency-cruiser reads it (the same graph `pnpm lint` checks with .dependency-cruiser.cjs). */
async function graph(): Promise<ICruiseResult> {
  const previous = process.cwd();
  process.chdir(ROOT);
  try {
    const { output } = await cruise(['src'], {
      exclude: { path: '\\.test\\.ts$|^src/generated/' },
      doNotFollow: { path: 'node_modules' },
      tsPreCompilationDeps: true,
    });
    return output as ICruiseResult;
  } finally {
    process.chdir(previous);
  }
}

const moduleOf = (path: string) => /^src\/modules\/([^/]+)\//.exec(path)?.[1];

describe('the gateway’s layers', () => {
  it('has no two modules that import each other, nor a longer cycle of modules', async () => {
    const edges = new Map<string, Set<string>>();
    for (const file of (await graph()).modules) {
      const from = moduleOf(file.source);
      if (!from) continue;
      for (const dependency of file.dependencies) {
        const to = moduleOf(dependency.resolved);
        if (!to || to === from) continue;
        if (!edges.has(from)) edges.set(from, new Set());
        edges.get(from)!.add(to);
      }
    }
    expect(edges.size).toBeGreaterThan(10);
    // Depth-first search for a way back to where it started.
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const path: string[] = [];
    const visit = (node: string) => {
      state.set(node, 'open');
      path.push(node);
      for (const next of edges.get(node) ?? []) {
        if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next].join(' → '));
        else if (!state.has(next)) visit(next);
      }
      path.pop();
      state.set(node, 'done');
    };
    for (const node of edges.keys()) if (!state.has(node)) visit(node);
    expect(cycles).toEqual([]);
  });
});
