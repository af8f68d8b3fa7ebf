import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createNewsletterUnsubscribePage } from './screen';

/** The newsletter unsubscribe page (`?s=` the mails' signed link). */
export function createScreen(tenant: TenantConfig) {
  const { NewsletterUnsubscribePage, generateMetadata } = createNewsletterUnsubscribePage(tenant);
  return { Page: withPageMessages('service/newsletter-unsubscribe', NewsletterUnsubscribePage), generateMetadata };
}
