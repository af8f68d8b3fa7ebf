'use client';
import { Plural, useLingui } from '@lingui/react/macro';
import { Button } from '@vitrine/ui';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

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
 */
export function SearchCombobox({ action, source, onSearch, defaultValue = '', id, debounceMs = 150, minLength = 2 }: SearchComboboxProps) {
  const { t } = useLingui();
  const generated = useId();
  const inputId = id ?? `${generated}-input`;
  const listId = `${inputId}-list`;
  const errorId = `${inputId}-error`;
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [history, setHistory] = useState<string[] | null>(null);
  const [suggestions, setSuggestions] = useState<{ term: string; list: string[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const [empty, setEmpty] = useState(false);
  // Until hydration the field is a plain search box of a GET form: no popup promised that cannot open.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const typed = value.trim();
  const showsHistory = typed.length < minLength;
  const options = showsHistory ? (history ?? []) : suggestions?.term === typed ? suggestions.list : [];
  const expanded = open && (options.length > 0 || (showsHistory ? false : suggestions?.term === typed));

  // Live suggestions: debounced, the previous request aborted when the shopper types on.
  useEffect(() => {
    if (!open || typed.length < minLength) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      source
        .suggest(typed, controller.signal)
        .then((list) => {
          setSuggestions({ term: typed, list });
          setFailed(false);
        })
        .catch(() => {
          if (!controller.signal.aborted) setFailed(true);
        });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, open, source, debounceMs, minLength]);

  function loadHistory() {
    if (history !== null) return;
    source.history().then(setHistory, () => setHistory([]));
  }

  function show() {
    setOpen(true);
    loadHistory();
  }

  function search(term: string, event?: FormEvent) {
    const clean = term.trim().slice(0, MAX_LENGTH);
    if (!clean) {
      event?.preventDefault();
      setEmpty(true);
      setOpen(false);
      inputRef.current?.focus();
      return;
    }
    setValue(clean);
    setOpen(false);
    setActive(-1);
    // Remembering must not hold up the search; the list is fresh the next time it opens.
    source.remember(clean).then(setHistory, () => undefined);
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

  async function forget(term: string) {
    setHistory(await source.forget(term).catch(() => history?.filter((h) => h !== term) ?? []));
    setActive(-1);
    inputRef.current?.focus();
  }

  async function forgetAll() {
    await source.forgetAll().catch(() => undefined);
    setHistory([]);
    setActive(-1);
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          show();
          return;
        }
        if (!options.length) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // -1 is the text field itself: the cycle runs field → first … last → field.
        setActive((i) => ((i + step + 1 + options.length + 1) % (options.length + 1)) - 1);
        return;
      }
      case 'Enter':
        if (expanded && active >= 0 && active < options.length) {
          event.preventDefault();
          search(options[active]!);
        }
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value) {
          event.preventDefault();
          setValue('');
        }
        return;
      case 'Delete':
        if (expanded && showsHistory && active >= 0 && active < options.length) {
          event.preventDefault();
          void forget(options[active]!);
        }
        return;
      default:
    }
  }

  const activeId = expanded && active >= 0 && active < options.length ? `${listId}-${active}` : undefined;
  const count = options.length;
  return (
    <div
      ref={rootRef}
      className="vt-combobox"
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) {
          setOpen(false);
          setActive(-1);
        }
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
          {...(enhanced ? { role: 'combobox', 'aria-expanded': expanded, 'aria-controls': listId, 'aria-autocomplete': 'list' as const, 'aria-activedescendant': activeId } : {})}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? errorId : undefined}
          value={value}
          placeholder={t`Wonach suchen Sie?`}
          autoComplete="off"
          maxLength={MAX_LENGTH}
          enterKeyHint="search"
          onFocus={show}
          onClick={show}
          onChange={(event) => {
            setValue(event.target.value);
            setEmpty(false);
            setActive(-1);
            setOpen(true);
            loadHistory();
          }}
          onKeyDown={onKeyDown}
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
      {enhanced ? (
        <div className="vt-combobox__popup" hidden={!expanded} data-kind={showsHistory ? 'history' : 'suggestions'}>
          <p className="vt-combobox__heading" id={`${listId}-heading`}>
            {showsHistory ? t`Zuletzt gesucht` : t`Vorschläge`}
          </p>
          <div className="vt-combobox__rows">
            <ul role="listbox" id={listId} aria-labelledby={`${listId}-heading`} className="vt-combobox__list">
              {options.map((option, index) => (
                <li
                  key={option}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className="vt-combobox__option"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => search(option)}
                >
                  {showsHistory ? option : <Highlight text={option} typed={typed} />}
                </li>
              ))}
            </ul>
            {showsHistory && count > 0 ? (
              <ul className="vt-combobox__actions">
                {options.map((option) => (
                  <li key={option}>
                    <button type="button" className="vt-combobox__remove" aria-label={t`„${option}“ aus dem Verlauf löschen`} onClick={() => void forget(option)}>
                      <span aria-hidden="true">×</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          {showsHistory && count > 0 ? (
            <button type="button" className="vt-combobox__clear" onClick={() => void forgetAll()}>
              {t`Verlauf löschen`}
            </button>
          ) : null}
          {!showsHistory && count === 0 ? <p className="vt-combobox__none">{t`Keine Vorschläge`}</p> : null}
        </div>
      ) : null}
      <div role="status" className="vt-visually-hidden">
        {expanded ? (
          showsHistory ? (
            <Plural value={count} one="# Suchbegriff im Verlauf" other="# Suchbegriffe im Verlauf" />
          ) : (
            <Plural value={count} _0="Keine Vorschläge" one="# Vorschlag" other="# Vorschläge" />
          )
        ) : failed ? (
          t`Vorschläge können gerade nicht geladen werden.`
        ) : (
          ''
        )}
      </div>
    </div>
  );
}

/** The typed part in normal weight, the completion in bold (the common suggestion style). */
function Highlight({ text, typed }: { text: string; typed: string }) {
  const at = text.toLowerCase().indexOf(typed.toLowerCase());
  if (at < 0 || !typed) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span className="vt-combobox__typed">{text.slice(at, at + typed.length)}</span>
      <b>{text.slice(at + typed.length)}</b>
    </>
  );
}
