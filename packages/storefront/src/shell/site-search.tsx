'use client';
import { useLingui } from '@lingui/react/macro';
import { SearchField } from '@vitrine/catalog';
import { useShellPaths } from '../common/providers';
import { SiteSearchEnhancer } from './site-search-enhancer';

export { searchSource } from './search-api';

/**
 * The header's search for a client component: a GET form to the route table's search-form path
 * (on the server and without JavaScript), the combobox with history and suggestions from the
 * shopper's first turn to it. A server component renders `SearchField` with a `SiteSearchEnhancer`
 * itself instead, so that the field is no client code (the shop's layout and search page do).
 */
export function SiteSearch({ defaultValue = '', id = 'site-search' }: { defaultValue?: string; id?: string }) {
  const { i18n } = useLingui();
  const paths = useShellPaths(i18n.locale);
  return (
    <SearchField action={paths.searchForm} id={id} defaultValue={defaultValue}>
      <SiteSearchEnhancer inputId={id} />
    </SearchField>
  );
}
