'use client';
import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { SearchBehaviourProps } from './search-behaviour';
import type { SearchSource } from './search-source';

export interface SearchEnhancerProps {
  /** The id of the `SearchField`'s text field this enhancer turns into a combobox. */
  inputId: string;
  /** The data source, or a function that fetches it (its code then comes with the combobox's, not in the first load). */
  source: SearchSource | (() => Promise<SearchSource>);
  /** Called with the chosen term instead of submitting the form (client navigation). */
  onSearch?: (term: string) => void;
  /** Wait after the last keystroke before asking for suggestions. */
  debounceMs?: number;
  /** Terms shorter than this show the history instead of suggestions. */
  minLength?: number;
}

const loadBehaviour = () => import('./search-behaviour');

interface Loaded {
  Behaviour: ComponentType<SearchBehaviourProps>;
  source: SearchSource;
  input: HTMLInputElement;
  /** Ends this enhancer's listening; answers whether the form was sent before the behaviour listened. */
  takeOver: () => boolean;
}

/**
 * Makes a `SearchField`'s field a combobox (a closed one until its list has come) and fetches the
 * combobox's code (its list, keyboard, history and suggestions) when the shopper first turns to
 * the field: a focus, a click, a key, a keystroke. The field stays the element the page came with,
 * so the focus and a phone's keyboard stay where they are. A search sent before the code has come
 * waits for it (the form's own GET if it cannot be fetched).
 */
export function SearchEnhancer({ inputId, source, onSearch, debounceMs = 150, minLength = 2 }: SearchEnhancerProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const sourceRef = useRef(source);
  useLayoutEffect(() => {
    sourceRef.current = source;
  });
  useEffect(() => {
    const input = document.getElementById(inputId);
    if (!(input instanceof HTMLInputElement)) return;
    const form = input.form;
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-expanded', 'false');
    input.setAttribute('aria-autocomplete', 'list');
    let cancelled = false;
    let loading = false;
    let submitted = false;
    // Until the combobox's code has come (then it listens itself).
    const listening = new AbortController();
    const on = { signal: listening.signal };
    function start() {
      if (loading) return;
      loading = true;
      const wanted = sourceRef.current;
      Promise.all([loadBehaviour(), typeof wanted === 'function' ? wanted() : wanted]).then(
        ([module, found]) => {
          if (cancelled) return;
          // This keeps listening (a search sent now still waits) until the behaviour listens itself.
          const takeOver = () => {
            listening.abort();
            return submitted;
          };
          setLoaded({ Behaviour: module.SearchBehaviour, source: found, input: input as HTMLInputElement, takeOver });
        },
        () => {
          // Tried again at the next turn to the field; a search sent meanwhile goes as the plain form.
          loading = false;
          if (submitted && !cancelled) {
            submitted = false;
            form?.submit();
          }
        },
      );
    }
    function keyDown(event: KeyboardEvent) {
      // The list is on its way and opens when it comes (the field has the focus).
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') event.preventDefault();
      start();
    }
    function submit(event: Event) {
      event.preventDefault();
      submitted = true;
      start();
    }
    for (const type of ['focus', 'click', 'input'] as const) input.addEventListener(type, start, on);
    input.addEventListener('keydown', keyDown, on);
    form?.addEventListener('submit', submit, on);
    // Turned to before the page was interactive.
    if (document.activeElement === input) start();
    return () => {
      cancelled = true;
      listening.abort();
    };
  }, [inputId]);
  if (!loaded) return null;
  const { Behaviour, input, takeOver } = loaded;
  return (
    <Behaviour input={input} source={typeof source === 'function' ? loaded.source : source} onSearch={onSearch} debounceMs={debounceMs} minLength={minLength} takeOver={takeOver} />
  );
}
