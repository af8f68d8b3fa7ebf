'use client';
import { useLingui } from '@lingui/react/macro';
import { SearchEnhancer, type SearchSource } from '@vitrine/catalog';
import { fillPath } from '@vitrine/i18n';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { useShopSettings } from '../common/providers';

/** The shop's own search API (app/api/search): it adds the visitor cookie the gateway needs for the history. */
const API = '/api/search';

async function json<T>(response: Promise<Response>): Promise<T> {
  const res = await response;
  if (!res.ok && res.status !== 404) throw new Error(`search API answered ${res.status}`);
  return (await res.json()) as T;
}

type Terms = { terms: { term: string }[] };
const termsOf = (body: Terms) => body.terms.map((t) => t.term);

function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${API}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), keepalive: true });
}

/** The search API as the combobox's data source, for one locale. */
export function searchSource(locale: string): SearchSource {
  return {
    suggest: async (term, signal) => {
      const body = await json<{ suggestions: { phrase: string }[] }>(fetch(`${API}/suggest?${new URLSearchParams({ q: term, locale })}`, { signal }));
      return body.suggestions.map((s) => s.phrase);
    },
    history: async () => termsOf(await json<Terms>(fetch(`${API}/searchhistory`, { cache: 'no-store' }))),
    remember: async (term) => termsOf(await json<Terms>(post('/searchhistory/v1', { term }))),
    forget: async (term) => termsOf(await json<Terms>(post('/searchhistory/v1/delete', { term }))),
    forgetAll: async () => {
      await json(post('/searchhistory/v1/deleteall', {}));
    },
  };
}

/**
 * The one client part of the header's search: it makes the server-rendered `SearchField` with the
 * id `inputId` the combobox over the shop's search API, a chosen term going to its results page on
 * the client. Its paths come with the shop's settings (`shellPaths`), made on the server.
 */
export function SiteSearchEnhancer({ inputId }: { inputId: string }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const locale = i18n.locale;
  const paths = useShopSettings().shellPaths[locale];
  if (!paths) throw new Error(`No shell paths for ${locale}`);
  const source = useMemo(() => searchSource(locale), [locale]);
  return <SearchEnhancer inputId={inputId} source={source} onSearch={(term) => router.push(fillPath(paths.search, { term }))} />;
}
