'use client';
import { useLingui } from '@lingui/react/macro';
import { SearchEnhancer } from '@vitrine/catalog';
import { fillPath } from '@vitrine/i18n';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useShellPaths } from '../common/providers';

/**
 * The one client part of the header's search: it makes the server-rendered `SearchField` with the
 * id `inputId` the combobox over the shop's search API, a chosen term going to its results page on
 * the client. Its paths come with the shop's settings (`shellPaths`), made on the server.
 */
export function SiteSearchEnhancer({ inputId }: { inputId: string }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const locale = i18n.locale;
  const paths = useShellPaths(locale);
  // The API's wiring comes with the combobox's code, at the first turn to the field.
  const source = useCallback(() => import('./search-api').then((module) => module.searchSource(locale)), [locale]);
  return <SearchEnhancer inputId={inputId} source={source} onSearch={(term) => router.push(fillPath(paths.search, { term }))} />;
}
