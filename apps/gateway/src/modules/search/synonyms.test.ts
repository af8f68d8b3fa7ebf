import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandWords, synonymCompletions } from './synonyms';

const groups = [
  ['sofa', 'canapé', 'divan'],
  ['bank', 'sofa', 'bankstel'],
  ['kühlschrank', 'kühlgerät'],
];

describe('expandWords', () => {
  it('adds every group a word is in, keeps the query’s order, the word itself first', () => {
    expect(expandWords(['sofa', 'rot'], groups)).toEqual([['sofa', 'canapé', 'divan', 'bank', 'bankstel'], ['rot']]);
    expect(expandWords(['canapés'], groups)).toEqual([['canapés', 'sofa', 'canapé', 'divan']]);
    expect(expandWords(['kühlschränke'], groups)).toEqual([['kühlschränke']]);
    expect(expandWords(['so'], groups)).toEqual([['so']]);
  });
  it('never loses a word, never repeats an alternative, and changes nothing without groups', () => {
    const w = fc.stringMatching(/^[a-zäöüéè]{1,10}$/);
    fc.assert(
      fc.property(fc.array(w, { maxLength: 6 }), fc.array(fc.array(w, { minLength: 2, maxLength: 4 }), { maxLength: 5 }), (words, gs) => {
        const expanded = expandWords(words, gs);
        expect(expanded.map((a) => a[0])).toEqual(words);
        for (const a of expanded) expect(new Set(a).size).toBe(a.length);
        expect(expandWords(words, [])).toEqual(words.map((x) => [x]));
      }),
    );
  });
});

describe('synonymCompletions', () => {
  it('completes a beginning with the group words', () => {
    expect(synonymCompletions('sof', groups, 5)).toEqual(['sofa']);
    expect(synonymCompletions('ba', groups, 1)).toEqual(['bank']);
    expect(synonymCompletions('x', groups, 5)).toEqual([]);
  });
});
