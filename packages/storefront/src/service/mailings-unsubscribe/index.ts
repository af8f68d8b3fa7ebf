import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createMailingsUnsubscribePage } from './screen';

/** Every mailing's unsubscribe page (`?s=` the mails' signed link). */
export function createScreen(tenant: TenantConfig) {
  const { MailingsUnsubscribePage, generateMetadata } = createMailingsUnsubscribePage(tenant);
  return { Page: withPageMessages('service/mailings-unsubscribe', MailingsUnsubscribePage), generateMetadata };
}
