import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createPersonalDataPage } from './screen';

/** Personal data (`/mein-konto/meine-persoenlichen-daten`): names, e-mail, password, IBAN; the data to take away or erase. */
export function createScreen(tenant: TenantConfig) {
  const { PersonalDataScreen, generateMetadata } = createPersonalDataPage(tenant);
  return { Page: withPageMessages('account/account-personal-data', PersonalDataScreen), generateMetadata };
}
