import type { SearchSource } from '@vitrine/catalog';

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
