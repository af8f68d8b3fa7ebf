import { Trans } from '@lingui/react/macro';
import { BraSizeFinder } from '@vitrine/catalog';
import { pathFor } from '@vitrine/i18n';
import { braSize, parseCentimetres } from '@vitrine/sizing';
import type { TenantConfig } from '@vitrine/tenant-config';
import { localeOf } from '../../common/locale';
import { shopSettings } from '../../common/settings';

export interface BraSizePageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** The bra-size finder: computed on the server from the GET form, so it needs no JavaScript. */
export function createBraSizePage(tenant: TenantConfig) {
  const settings = shopSettings(tenant);
  return async function BraSizePage({ params, searchParams }: BraSizePageProps) {
    const locale = await localeOf(tenant, params);
    const query = await searchParams;
    const underbust = one(query.unterbrust)?.slice(0, 10);
    const bust = one(query.brust)?.slice(0, 10);
    const asked = underbust !== undefined || bust !== undefined;
    const result = asked ? braSize(parseCentimetres(underbust), parseCentimetres(bust)) : undefined;
    return (
      <section aria-labelledby="bra-heading" className="vt-section">
        <h1 id="bra-heading">
          <Trans>BH-Größenberater</Trans>
        </h1>
        <p>
          <Trans>Messen Sie Ihren Unterbrustumfang direkt unter der Brust und Ihren Brustumfang an der stärksten Stelle.</Trans>
        </p>
        <BraSizeFinder
          action={pathFor('braSizeFinder', locale, settings.locales)}
          {...(underbust !== undefined ? { underbust } : {})}
          {...(bust !== undefined ? { bust } : {})}
          {...(result ? { result } : {})}
          {...(result?.ok ? { searchHref: pathFor('search', locale, settings.locales, { term: result.term }) } : {})}
        />
      </section>
    );
  };
}
