import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PersonalDataPage } from '@vitrine/account';
import { pathFor } from '@vitrine/i18n';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { renderKey } from '../../common/form-key';
import { localeOf } from '../../common/locale';
import { shopSettings } from '../../common/settings';
import { AccountFrame, accountMetadata, loginFor } from '../frame/frame';
import { changePassword, requestEmailChange, requestErasure, savePersonalData } from './actions';
import { loadPersonalData } from './load';

export interface PersonalDataPageProps {
  params: Promise<{ locale: string }>;
}

/** The shop's address of the customer's data as a file (forwarded to the gateway with the customer's identity). */
export const DATA_EXPORT_PATH = '/api/account/data-export';

/**
 * Personal data: names, date of birth, phone, IBAN (masked), the e-mail (changed through a link to
 * the new address), the password, and the customer's data to take away or erase. Full login only;
 * a guest or a soft login is sent to the login and comes back.
 */
export function createPersonalDataPage(tenant: TenantConfig) {
  const settings = shopSettings(tenant);

  async function PersonalDataScreen({ params }: PersonalDataPageProps) {
    const locale = await localeOf(tenant, params);
    if (!tenant.account.pages.includes('personalData')) notFound();
    const here = pathFor('accountPersonalData', locale, settings.locales);
    const data = await loadPersonalData(tenant);
    if (!data) redirect(loginFor(tenant, locale, here));
    const render = renderKey();
    return (
      <AccountFrame tenant={tenant} locale={locale} current="personalData" title={<Trans>Meine persönlichen Daten</Trans>}>
        <PersonalDataPage
          data={data}
          saveAction={savePersonalData.bind(null, tenant.key, here, render)}
          emailAction={requestEmailChange.bind(null, tenant.key, locale, render)}
          passwordAction={changePassword.bind(null, tenant.key, render)}
          erasureAction={requestErasure.bind(null, tenant.key, locale, render)}
          exportHref={DATA_EXPORT_PATH}
        />
      </AccountFrame>
    );
  }

  function generateMetadata({ params }: PersonalDataPageProps): Promise<Metadata> {
    return accountMetadata(tenant, params, msg`Meine persönlichen Daten`);
  }

  return { PersonalDataScreen, generateMetadata };
}
