'use client';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@vitrine/ui';
import { type ComponentType, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { SearchPopupController, SearchPopupProps, SearchPopupState } from './search-popup';

/** Where the combobox gets its data from; the shop wires it to the search API. */
export interface SearchSource {
  /** Suggested search terms for what was typed so far (aborted when the shopper types on). */
  suggest(term: string, signal: AbortSignal): Promise<string[]>;
  /** The shopper's recent terms, newest first. */
  history(): Promise<string[]>;
  /** Records a search; answers the history after it. */
  remember(term: string): Promise<string[]>;
  forget(term: string): Promise<string[]>;
  forgetAll(): Promise<void>;
}

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

const MAX_LENGTH = 200;

/**
 * The header search: an ARIA 1.2 combobox over a plain GET form. Focus shows the shopper's recent
 * searches (each can be deleted, or all at once); typing shows live suggestions. Arrow keys move,
 * Enter searches, Escape closes, Delete removes the highlighted history entry. Submitting nothing
 * says so instead of searching.
 *
 * The field, its form and its messages come with the page; the list (history, suggestions, their
 * keyboard) is fetched when the shopper first turns to the field (focus, a click, a key), so no
 * page's first load carries it. Until it has come the form searches as it does without JavaScript.
 */
export function SearchCombobox({ action, source, onSearch, defaultValue = '', id, debounceMs = 150, minLength = 2 }: SearchComboboxProps) {
  const { t } = useLingui();
  const generated = useId();
  const inputId = id ?? `${generated}-input`;
  const listId = `${inputId}-list`;
  const errorId = `${inputId}-error`;
  const [value, setValue] = useState(defaultValue);
  const [empty, setEmpty] = useState(false);
  // Until hydration the field is a plain search box of a GET form: no popup promised that cannot open.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const [Popup, setPopup] = useState<ComponentType<SearchPopupProps> | null>(null);
  const [popupState, setPopupState] = useState<SearchPopupState>({ expanded: false, activeId: undefined });
  const controller = useRef<SearchPopupController | null>(null);
  const loading = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  /** Fetches the list's code once; a failed fetch is tried again at the next turn to the field. */
  function loadPopup() {
    if (loading.current) return;
    loading.current = true;
    import('./search-popup').then(
      (module) => setPopup(() => module.SearchPopup),
      () => {
        loading.current = false;
      },
    );
  }

  function search(term: string, event?: FormEvent) {
    const clean = term.trim().slice(0, MAX_LENGTH);
    if (!clean) {
      event?.preventDefault();
      setEmpty(true);
      controller.current?.close();
      inputRef.current?.focus();
      return;
    }
    setValue(clean);
    if (controller.current) controller.current.searched(clean);
    else source.remember(clean).catch(() => undefined);
    if (onSearch) {
      event?.preventDefault();
      onSearch(clean);
    } else if (!event && inputRef.current?.form) {
      // Chosen from the list without a client router: the form goes with the chosen term
      // (`submit()` fires no submit event, so the search is not remembered twice).
      inputRef.current.value = clean;
      inputRef.current.form.submit();
    }
  }

  function turnedTo() {
    loadPopup();
    controller.current?.show();
  }

  return (
    <div
      ref={rootRef}
      className="vt-combobox"
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) controller.current?.close();
      }}
    >
      <form role="search" method="get" action={action} className="vt-search-form" noValidate onSubmit={(event) => search(value, event)}>
        <label htmlFor={inputId} className="vt-visually-hidden">
          {t`Suchbegriff`}
        </label>
        <input
          ref={inputRef}
          className="vt-input"
          id={inputId}
          name="q"
          type="search"
          {...(enhanced
            ? {
                role: 'combobox',
                'aria-expanded': popupState.expanded,
                'aria-controls': listId,
                'aria-autocomplete': 'list' as const,
                'aria-activedescendant': popupState.activeId,
              }
            : {})}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? errorId : undefined}
          value={value}
          placeholder={t`Wonach suchen Sie?`}
          autoComplete="off"
          maxLength={MAX_LENGTH}
          enterKeyHint="search"
          onFocus={turnedTo}
          onClick={turnedTo}
          onChange={(event) => {
            setValue(event.target.value);
            setEmpty(false);
            loadPopup();
            controller.current?.changed();
          }}
          onKeyDown={(event) => {
            if (controller.current?.keyDown(event)) return;
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              // The list is on its way and opens when it comes (the field has the focus).
              event.preventDefault();
              loadPopup();
            } else if (event.key === 'Escape' && value) {
              event.preventDefault();
              setValue('');
            }
          }}
        />
        <Button type="submit" variant="primary" size="small" className="vt-search-form__submit">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="11" cy="11" r="6.5" />
            <path d="M16 16l4.5 4.5" />
          </svg>
          {/* On small screens the magnifier alone: the label stays for screen readers. */}
          <span className="vt-search-form__label">{t`Suchen`}</span>
        </Button>
      </form>
      {empty ? (
        <p id={errorId} className="vt-combobox__error" role="alert">
          {t`Bitte geben Sie zunächst Ihren Suchbegriff ein.`}
        </p>
      ) : null}
      {Popup ? (
        <Popup
          source={source}
          inputRef={inputRef}
          statusRef={statusRef}
          controller={controller}
          listId={listId}
          typed={value.trim()}
          minLength={minLength}
          debounceMs={debounceMs}
          onState={setPopupState}
          onChoose={(term) => search(term)}
        />
      ) : enhanced ? (
        // The list the field controls, empty and hidden until its code has come.
        <div className="vt-combobox__popup" hidden>
          <ul role="listbox" id={listId} className="vt-combobox__list" aria-label={t`Vorschläge`} />
        </div>
      ) : null}
      {/* The list's announcements (counts, failures) go here: a live region present from the first paint. */}
      <div role="status" className="vt-visually-hidden" ref={statusRef} />
    </div>
  );
}
