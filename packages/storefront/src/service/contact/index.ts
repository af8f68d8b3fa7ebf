import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createContactPage } from './screen';

/** The contact form with its guided answers (`/service-hilfe/kontakt`, `?thema=` the subject). */
export function createScreen(tenant: TenantConfig) {
  const { ContactPage, generateMetadata } = createContactPage(tenant);
  return { Page: withPageMessages('service/contact', ContactPage), generateMetadata };
}
