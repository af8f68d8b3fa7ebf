/**
 * Query-time synonyms: each word of a query stands for itself and for the other words of every
 * synonym group it belongs to. A word belongs to a group when it is one of its words, or that word
 * with a short ending (`sofas`, `canapés`, `banken`: at most two more letters), so the editors keep
 * one form per word. The words come out in the query's order, each with its alternatives (itself
 * first, no repeats).
 */
export function expandWords(words: readonly string[], groups: readonly (readonly string[])[]): string[][] {
  return words.map((word) => {
    const alternatives = [word];
    for (const group of groups) {
      if (!group.some((entry) => belongs(word, entry))) continue;
      for (const entry of group) if (!alternatives.includes(entry)) alternatives.push(entry);
    }
    return alternatives;
  });
}

function belongs(word: string, entry: string): boolean {
  return word === entry || (entry.length >= 3 && word.startsWith(entry) && word.length - entry.length <= 2);
}

/** The group words that complete what a shopper began to type (`sof` → `sofa`), for suggestions. */
export function synonymCompletions(term: string, groups: readonly (readonly string[])[], limit: number): string[] {
  const out: string[] = [];
  for (const group of groups) {
    for (const entry of group) {
      if (out.length >= limit) return out;
      if (entry.startsWith(term) && entry !== term && !out.includes(entry)) out.push(entry);
    }
  }
  return out;
}
