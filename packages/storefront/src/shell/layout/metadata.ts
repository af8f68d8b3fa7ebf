import { msg } from '@lingui/core/macro';
import { initLingui } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { type LocaleParams, localeOf } from '../../common/locale';

/** Title template and defaults of every page of the shop. */
export function createLayoutMetadata(tenant: TenantConfig) {
  return async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await localeOf(tenant, params);
    const i18n = await initLingui(locale);
    const name = tenant.company.seoTitleName;
    return {
      title: { default: i18n._(msg`${name} – Mode, Möbel und Elektro online kaufen`), template: `%s | ${name}` },
      description: i18n._(msg`Mode, Möbel und Elektro bequem online bestellen: auf Rechnung oder in Raten, mit schneller Lieferung.`),
      metadataBase: new URL(`https://${tenant.host.domain}`),
      applicationName: tenant.host.name,
      icons: { icon: '/icon.svg' },
      formatDetection: { telephone: false },
    };
  };
}
