'use client';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

/** The id of the header's search row (the toggle controls it). */
export const HEADER_SEARCH_ID = 'header-search';

/**
 * The phone's search button (below 768 px; wider screens show the field itself): one tap opens the
 * search row under the header at full width and puts the focus in its field; another closes it.
 * Without JavaScript there is no button and the row is always open.
 */
export function SearchToggle() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <button
      type="button"
      className="vt-icon-button vt-header__search-toggle"
      aria-label={t`Suche`}
      aria-expanded={open}
      aria-controls={HEADER_SEARCH_ID}
      onClick={() => {
        const row = document.getElementById(HEADER_SEARCH_ID);
        const next = !open;
        setOpen(next);
        if (!row) return;
        row.toggleAttribute('data-open', next);
        if (next) row.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus();
      }}
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
    </button>
  );
}
