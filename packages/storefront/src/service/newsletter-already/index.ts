import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createNewsletterAlreadyPage } from './screen';

/** The newsletter's already-subscribed page. */
export function createScreen(tenant: TenantConfig) {
  const { NewsletterAlreadyPage, generateMetadata } = createNewsletterAlreadyPage(tenant);
  return { Page: withPageMessages('service/newsletter-already', NewsletterAlreadyPage), generateMetadata };
}
