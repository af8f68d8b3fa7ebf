import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// A shop page links the layout's styles and its own kits'; the browser keeps every sheet it has
// loaded (a client navigation from the basket to a product page keeps the checkout's styles). Two
// kits that both define the same block (`.vt-choice`: the ui's chips and the checkout's option rows)
// restyle each other's components depending on the pages seen before: each block has one home.
const require = createRequire(import.meta.url);
const SHEETS = {
  ui: '@vitrine/ui/styles.css',
  shell: '@vitrine/shell/styles.css',
  forms: '@vitrine/forms/styles.css',
  catalog: '@vitrine/catalog/styles.css',
  checkout: '@vitrine/checkout/styles.css',
  account: '@vitrine/account/styles.css',
  storefront: ['./layout.css', './screens.css'],
};

/** The blocks a sheet defines: rules whose selector is the block itself (with a modifier, attribute or state), not a refinement in context. */
function blocksOf(css: string): Set<string> {
  const blocks = new Set<string>();
  for (const rule of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}@;]+)\{/g))
    for (const selector of rule[1]!.split(',')) {
      const block = /^\.(vt-[a-z0-9-]+?)(?:--[a-z0-9-]+)?(?:[[:][^\s>+~]*)?$/.exec(selector.trim());
      if (block) blocks.add(block[1]!);
    }
  return blocks;
}

const read = (specifier: string) => readFileSync(specifier.startsWith('.') ? new URL(specifier, import.meta.url) : require.resolve(specifier), 'utf8');

describe('kit styles', () => {
  const blocks = Object.entries(SHEETS).map(([kit, sheets]) => [kit, blocksOf([sheets].flat().map(read).join('\n'))] as const);

  it('find the blocks of every sheet', () => {
    for (const [kit, set] of blocks) expect(set.size, kit).toBeGreaterThan(0);
    expect(blocksOf('.vt-a{} .vt-a--b{} .vt-c:hover{} .vt-d .vt-e{} .vt-f[data-x]{}')).toEqual(new Set(['vt-a', 'vt-c', 'vt-f']));
  });

  it('give each block one home', () => {
    const homes = new Map<string, string[]>();
    for (const [kit, set] of blocks) for (const block of set) homes.set(block, [...(homes.get(block) ?? []), kit]);
    expect([...homes].filter(([, kits]) => kits.length > 1).map(([block, kits]) => `${block}: ${kits.join(', ')}`)).toEqual([]);
  });
});
