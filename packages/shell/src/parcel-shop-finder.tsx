'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@vitrine/ui';
import { useId, useState } from 'react';
import { OfficeHours } from './footer';

export interface ParcelShopData {
  id: string;
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  distanceMeters: number;
  hours: { days: number[]; opens: string; closes: string }[];
}

export type ParcelShopSearch = { status: 'found'; place: { city: string }; shops: ParcelShopData[] } | { status: 'unknown-place' };

export interface ParcelShopFinderProps {
  /** Asks for the shops near a postal code or place; rejects when the search failed. */
  onSearch: (query: string) => Promise<ParcelShopSearch>;
  /** The page's locale (distances and day names). */
  locale: string;
  /** A search to start with (stories). */
  initial?: { query: string; result: ParcelShopSearch };
}

type State = { kind: 'idle' } | { kind: 'empty' } | { kind: 'searching' } | { kind: 'failed' } | { kind: 'done'; result: ParcelShopSearch };

/**
 * The parcel-shop finder: a postal code or a place in the shop's country, the nearest shops first
 * with their distance, address and opening hours. What was typed stays after an error.
 */
export function ParcelShopFinder({ onSearch, locale, initial }: ParcelShopFinderProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState(initial?.query ?? '');
  const [state, setState] = useState<State>(initial ? { kind: 'done', result: initial.result } : { kind: 'idle' });
  const id = useId();
  const distance = new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const search = async () => {
    const q = query.trim();
    if (!q) return setState({ kind: 'empty' });
    setState({ kind: 'searching' });
    try {
      setState({ kind: 'done', result: await onSearch(q) });
    } catch {
      setState({ kind: 'failed' });
    }
  };
  const errorId = `${id}-error`;
  return (
    <div className="vt-parcel-finder">
      <form
        role="search"
        className="vt-parcel-finder__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <label htmlFor={`${id}-q`}>{t`Postleitzahl oder Ort`}</label>
        <div className="vt-parcel-finder__row">
          <input
            id={`${id}-q`}
            className="vt-input"
            value={query}
            maxLength={40}
            autoComplete="postal-code"
            aria-invalid={state.kind === 'empty' || undefined}
            aria-describedby={state.kind === 'empty' ? errorId : undefined}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Button type="submit" disabled={state.kind === 'searching'}>
            {t`Paketshops suchen`}
          </Button>
        </div>
        {state.kind === 'empty' ? (
          <p id={errorId} className="vt-field-error" role="alert">
            {t`Bitte geben Sie eine Postleitzahl oder einen Ort ein.`}
          </p>
        ) : null}
      </form>
      <div role="status" className="vt-parcel-finder__status">
        {state.kind === 'searching' ? t`Paketshops werden gesucht …` : null}
        {state.kind === 'failed' ? t`Die Suche ist gerade nicht möglich. Bitte versuchen Sie es noch einmal.` : null}
        {state.kind === 'done' && state.result.status === 'unknown-place' ? t`Für „${query.trim()}“ kennen wir keinen Ort. Bitte prüfen Sie die Eingabe.` : null}
        {state.kind === 'done' && state.result.status === 'found' ? t`${state.result.shops.length} Paketshops in der Nähe von ${state.result.place.city}` : null}
      </div>
      {state.kind === 'done' && state.result.status === 'found' ? (
        <ol className="vt-parcel-finder__list">
          {state.result.shops.map((shop) => (
            <li key={shop.id} className="vt-parcel-finder__shop">
              <h3 className="vt-parcel-finder__name">{shop.name}</h3>
              <p className="vt-parcel-finder__distance">
                <Trans>{distance.format(shop.distanceMeters / 1000)} entfernt</Trans>
              </p>
              <address>
                {shop.street}
                <br />
                {shop.postalCode} {shop.city}
              </address>
              <OfficeHours hours={shop.hours} locale={locale} />
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
