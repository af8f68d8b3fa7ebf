'use client';
import { useId } from 'react';
import { SearchEnhancer } from './search-enhancer';
import { SearchField } from './search-field';
import type { SearchSource } from './search-source';

export type { SearchSource } from './search-source';

export interface SearchComboboxProps {
  /** The GET form's target, which takes `?q=`: the search works before and without JavaScript. */
  action: string;
  source: SearchSource;
  /** Called with the chosen term instead of submitting the form (client navigation). */
  onSearch?: (term: string) => void;
  defaultValue?: string;
  /** Id of the text field (unique per page). */
  id?: string;
  /** Wait after the last keystroke before asking for suggestions. */
  debounceMs?: number;
  /** Terms shorter than this show the history instead of suggestions. */
  minLength?: number;
}

/**
 * The header search: an ARIA 1.2 combobox over a plain GET form, for a client component. Focus
 * shows the shopper's recent searches (each can be deleted, or all at once); typing shows live
 * suggestions. Arrow keys move, Enter searches, Escape closes, Delete removes the highlighted
 * history entry. Submitting nothing says so instead of searching.
 *
 * It is a `SearchField` with a `SearchEnhancer` in it: the field is a plain search box until the
 * shopper first turns to it, and the combobox's code comes then. A server component renders the
 * two itself (the field as server HTML, the enhancer as its one client part) so that no page's
 * first load carries the field.
 */
export function SearchCombobox({ action, source, onSearch, defaultValue, id, debounceMs, minLength }: SearchComboboxProps) {
  const generated = useId();
  const inputId = id ?? `${generated}-input`;
  return (
    <SearchField action={action} id={inputId} defaultValue={defaultValue}>
      <SearchEnhancer inputId={inputId} source={source} onSearch={onSearch} debounceMs={debounceMs} minLength={minLength} />
    </SearchField>
  );
}
