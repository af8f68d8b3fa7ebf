'use client';
import { Plural, useLingui } from '@lingui/react/macro';
import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { SearchSource } from './search-source';

/** What the search field asks of its list (see `SearchBehaviour`). */
export interface SearchPopupController {
  /** A key in the field; true when the list used it (the field then does nothing more). */
  keyDown(event: Pick<KeyboardEvent, 'key' | 'preventDefault'>): boolean;
  /** The field was focused or clicked: the list opens. */
  show(): void;
  /** The shopper typed: the list opens on the new text. */
  changed(): void;
  /** A search went: the list closes and the term is remembered. */
  searched(term: string): void;
  /** The focus left the search. */
  close(): void;
}

/** The field's combobox attributes, which follow the list. */
export interface SearchPopupState {
  expanded: boolean;
  activeId: string | undefined;
}

export interface SearchPopupProps {
  source: SearchSource;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Where the list's count and failures are announced (the field's live region, there from the first paint). */
  statusRef: RefObject<HTMLDivElement | null>;
  controller: RefObject<SearchPopupController | null>;
  listId: string;
  /** The text in the field, trimmed. */
  typed: string;
  minLength: number;
  debounceMs: number;
  onState(state: SearchPopupState): void;
  /** A term chosen from the list: the field searches it. */
  onChoose(term: string): void;
}

/**
 * The search field's list: the shopper's recent searches (each deletable, or all at once) and the
 * live suggestions, with the keyboard of an ARIA 1.2 combobox. Loaded when the shopper first turns
 * to the search field, so that no page carries it in its first load.
 */
export function SearchPopup({ source, inputRef, statusRef, controller, listId, typed, minLength, debounceMs, onState, onChoose }: SearchPopupProps) {
  const { t } = useLingui();
  // The shopper has already turned to the field (that is what loaded the list): it opens at once.
  const [open, setOpen] = useState(() => typeof document !== 'undefined' && document.activeElement === inputRef.current);
  const [active, setActive] = useState(-1);
  const [history, setHistory] = useState<string[] | null>(null);
  const [suggestions, setSuggestions] = useState<{ term: string; list: string[] } | null>(null);
  const [failed, setFailed] = useState(false);

  const showsHistory = typed.length < minLength;
  const options = showsHistory ? (history ?? []) : suggestions?.term === typed ? suggestions.list : [];
  const expanded = open && (options.length > 0 || (showsHistory ? false : suggestions?.term === typed));
  const activeId = expanded && active >= 0 && active < options.length ? `${listId}-${active}` : undefined;
  const count = options.length;

  function loadHistory() {
    if (history !== null) return;
    source.history().then(setHistory, () => setHistory([]));
  }
  useEffect(() => {
    if (open) loadHistory();
    // Only on the first render: later openings load it through `show` and `changed`.
  }, []);

  // Live suggestions: debounced, the previous request aborted when the shopper types on.
  useEffect(() => {
    if (!open || typed.length < minLength) return;
    const request = new AbortController();
    const timer = setTimeout(() => {
      source
        .suggest(typed, request.signal)
        .then((list) => {
          setSuggestions({ term: typed, list });
          setFailed(false);
        })
        .catch(() => {
          if (!request.signal.aborted) setFailed(true);
        });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      request.abort();
    };
  }, [typed, open, source, debounceMs, minLength]);

  useEffect(() => onState({ expanded, activeId }), [expanded, activeId, onState]);

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

  // The field calls in through the controller; it is renewed with every render, so it sees this render's state.
  useLayoutEffect(() => {
    controller.current = {
      keyDown(event) {
        switch (event.key) {
          case 'ArrowDown':
          case 'ArrowUp': {
            event.preventDefault();
            if (!open) {
              setOpen(true);
              loadHistory();
              return true;
            }
            if (!options.length) return true;
            const step = event.key === 'ArrowDown' ? 1 : -1;
            // -1 is the text field itself: the cycle runs field → first … last → field.
            setActive((i) => ((i + step + 1 + options.length + 1) % (options.length + 1)) - 1);
            return true;
          }
          case 'Enter':
            if (expanded && active >= 0 && active < options.length) {
              event.preventDefault();
              onChoose(options[active]!);
              return true;
            }
            return false;
          case 'Escape':
            if (!open) return false;
            event.preventDefault();
            setOpen(false);
            setActive(-1);
            return true;
          case 'Delete':
            if (expanded && showsHistory && active >= 0 && active < options.length) {
              event.preventDefault();
              void forget(options[active]!);
              return true;
            }
            return false;
          default:
            return false;
        }
      },
      show() {
        setOpen(true);
        loadHistory();
      },
      changed() {
        setActive(-1);
        setOpen(true);
        loadHistory();
      },
      searched(term) {
        setOpen(false);
        setActive(-1);
        // Remembering must not hold up the search; the list is fresh the next time it opens.
        source.remember(term).then(setHistory, () => undefined);
      },
      close() {
        setOpen(false);
        setActive(-1);
      },
    };
  });
  useEffect(
    () => () => {
      controller.current = null;
    },
    [controller],
  );

  const status = expanded ? (
    showsHistory ? (
      <Plural value={count} one="# Suchbegriff im Verlauf" other="# Suchbegriffe im Verlauf" />
    ) : (
      <Plural value={count} _0="Keine Vorschläge" one="# Vorschlag" other="# Vorschläge" />
    )
  ) : failed ? (
    t`Vorschläge können gerade nicht geladen werden.`
  ) : null;

  return (
    <>
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
                onClick={() => onChoose(option)}
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
      {statusRef.current && status ? createPortal(status, statusRef.current) : null}
    </>
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
