import { useLingui } from '@lingui/react/macro';
import { Button } from '@vitrine/ui';
import type { ReactNode } from 'react';

/** The longest term the field takes (the gateway cuts there too). */
export const SEARCH_MAX_LENGTH = 200;

export interface SearchFieldProps {
  /** The GET form's target, which takes `?q=`: the search works before and without JavaScript. */
  action: string;
  /** Id of the text field (unique per page); the enhancer finds the field by it. */
  id: string;
  defaultValue?: string;
  /** The field's enhancer (`SearchEnhancer`), placed where the list and the empty-search message go. */
  children?: ReactNode;
}

/**
 * The search's markup: a plain GET form with its field, its button and a live region for the list's
 * announcements. It has no client code of its own, so a server component renders it into the page
 * (the header's search costs a page no JavaScript for its field); a `SearchEnhancer` inside it turns
 * the field into the combobox when the shopper first turns to it, keeping the very element (and so
 * the focus and the phone's keyboard). `SearchCombobox` puts both together.
 */
export function SearchField({ action, id, defaultValue = '', children }: SearchFieldProps) {
  const { t } = useLingui();
  return (
    <div className="vt-combobox">
      <form role="search" method="get" action={action} className="vt-search-form" noValidate>
        <label htmlFor={id} className="vt-visually-hidden">
          {t`Suchbegriff`}
        </label>
        <input
          className="vt-input"
          id={id}
          name="q"
          type="search"
          defaultValue={defaultValue}
          placeholder={t`Wonach suchen Sie?`}
          autoComplete="off"
          maxLength={SEARCH_MAX_LENGTH}
          enterKeyHint="search"
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
      {/* The list's announcements (counts, failures) go here: a live region present from the first paint. */}
      <div role="status" className="vt-visually-hidden" />
      {children}
    </div>
  );
}
