import { useLingui } from '@lingui/react/macro';
import { pathFor, type LocaleSettings, type ProductLocale } from '@vitrine/i18n';
import { Button } from '@vitrine/ui';

/** The header's search: a plain GET form, so it works before (and without) JavaScript. */
export function SearchForm({ locale, settings, defaultValue = '', id = 'site-search' }: { locale: ProductLocale; settings: LocaleSettings; defaultValue?: string; id?: string }) {
  const { t } = useLingui();
  return (
    <form role="search" method="get" action={pathFor('searchForm', locale, settings)} className="vt-search-form">
      <label htmlFor={id} className="vt-visually-hidden">
        {t`Suchbegriff`}
      </label>
      <input className="vt-input" id={id} name="q" type="search" defaultValue={defaultValue} placeholder={t`Wonach suchen Sie?`} autoComplete="off" maxLength={200} enterKeyHint="search" />
      <Button type="submit" variant="primary" size="small">
        {t`Suchen`}
      </Button>
    </form>
  );
}
