import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createNewsletterPendingPage } from './screen';

/** The newsletter's confirmation pending page (`?ref=` the subscription). */
export function createScreen(tenant: TenantConfig) {
  const { NewsletterPendingPage, generateMetadata } = createNewsletterPendingPage(tenant);
  return { Page: withPageMessages('service/newsletter-pending', NewsletterPendingPage), generateMetadata };
}
