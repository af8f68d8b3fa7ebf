'use client';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { SEARCH_MAX_LENGTH } from './search-field';
import { SearchPopup, type SearchPopupController, type SearchPopupState } from './search-popup';
import type { SearchSource } from './search-source';

export interface SearchBehaviourProps {
  /** The `SearchField`'s text field, as the page brought it. */
  input: HTMLInputElement;
  source: SearchSource;
  onSearch?: ((term: string) => void) | undefined;
  debounceMs: number;
  minLength: number;
  /**
   * Called once this listens to the field and its form: the loader stops listening and answers
   * whether the form was sent before (then this searches what the field holds at once).
   */
  takeOver?: (() => boolean) | undefined;
}

/**
 * The search field as an ARIA 1.2 combobox (loaded by `SearchEnhancer` at the shopper's first turn
 * to the field): focus shows the recent searches, typing live suggestions; arrow keys move, Enter
 * searches, Escape closes, Delete removes the highlighted history entry. Submitting nothing says so
 * instead of searching. It works on the field the page came with (its attributes, its events) and
 * renders the list and the message beside it.
 */
export function SearchBehaviour({ input, source, onSearch, debounceMs, minLength, takeOver }: SearchBehaviourProps) {
  const { t } = useLingui();
  const listId = `${input.id}-list`;
  const errorId = `${input.id}-error`;
  const root = input.closest<HTMLElement>('.vt-combobox') ?? input.parentElement!;
  const inputRef = useRef(input);
  const statusRef = useRef(root.querySelector<HTMLDivElement>('[role="status"]'));
  const controller = useRef<SearchPopupController | null>(null);
  const [value, setValue] = useState(input.value);
  const [empty, setEmpty] = useState(false);
  const [popup, setPopup] = useState<SearchPopupState>({ expanded: false, activeId: undefined });

  function search(term: string, event?: Event) {
    const clean = term.trim().slice(0, SEARCH_MAX_LENGTH);
    if (!clean) {
      event?.preventDefault();
      setEmpty(true);
      controller.current?.close();
      input.focus();
      return;
    }
    input.value = clean;
    setValue(clean);
    if (controller.current) controller.current.searched(clean);
    else source.remember(clean).catch(() => undefined);
    if (onSearch) {
      event?.preventDefault();
      onSearch(clean);
    } else if (!event && input.form) {
      // Chosen from the list (or sent before this came) without a client router: the form goes
      // with the term (`submit()` fires no submit event, so the search is not remembered twice).
      input.form.submit();
    }
  }

  const typed = useEffectEvent(() => {
    setValue(input.value);
    setEmpty(false);
    controller.current?.changed();
  });
  const keyDown = useEffectEvent((event: KeyboardEvent) => {
    if (controller.current?.keyDown(event)) return;
    if (event.key === 'Escape' && input.value) {
      event.preventDefault();
      input.value = '';
      setValue('');
    }
  });
  const turnedTo = useEffectEvent(() => controller.current?.show());
  const sent = useEffectEvent((event: SubmitEvent) => search(input.value, event));
  const left = useEffectEvent((event: FocusEvent) => {
    if (!root.contains(event.relatedTarget as Node | null)) controller.current?.close();
  });
  const sentBefore = useRef(false);
  const takenOver = useEffectEvent(() => {
    if (takeOver?.()) sentBefore.current = true;
  });
  // Keystrokes that came while this rendered (the field is the page's own and took them) count too.
  const caughtUp = useEffectEvent(() => {
    if (input.value !== value) typed();
  });

  useLayoutEffect(() => {
    const listening = new AbortController();
    const on = { signal: listening.signal };
    input.addEventListener('input', typed, on);
    input.addEventListener('keydown', keyDown, on);
    input.addEventListener('focus', turnedTo, on);
    input.addEventListener('click', turnedTo, on);
    input.form?.addEventListener('submit', sent, on);
    root.addEventListener('focusout', left, on);
    // In the same task as the listeners above: no submit falls between the loader's and these.
    takenOver();
    caughtUp();
    return () => listening.abort();
  }, [input, root]);
  // Once, after the list's controller is in place.
  const searchSent = useEffectEvent(() => {
    if (!sentBefore.current) return;
    sentBefore.current = false;
    search(input.value);
  });
  useEffect(() => searchSent(), []);

  // The field's combobox attributes follow the list; an empty search marks it invalid.
  useLayoutEffect(() => {
    input.setAttribute('aria-controls', listId);
    input.setAttribute('aria-expanded', String(popup.expanded));
    if (popup.activeId) input.setAttribute('aria-activedescendant', popup.activeId);
    else input.removeAttribute('aria-activedescendant');
  }, [input, listId, popup]);
  useLayoutEffect(() => {
    if (empty) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', errorId);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  }, [input, errorId, empty]);

  return (
    <>
      {empty ? (
        <p id={errorId} className="vt-combobox__error" role="alert">
          {t`Bitte geben Sie zunächst Ihren Suchbegriff ein.`}
        </p>
      ) : null}
      <SearchPopup
        source={source}
        inputRef={inputRef}
        statusRef={statusRef}
        controller={controller}
        listId={listId}
        typed={value.trim()}
        minLength={minLength}
        debounceMs={debounceMs}
        onState={setPopup}
        onChoose={(term) => search(term)}
      />
    </>
  );
}
