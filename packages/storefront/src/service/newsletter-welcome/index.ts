import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createNewsletterWelcomePage } from './screen';

/** The newsletter's welcome page (`?token=` the mail's link: a button confirms). */
export function createScreen(tenant: TenantConfig) {
  const { NewsletterWelcomePage, generateMetadata } = createNewsletterWelcomePage(tenant);
  return { Page: withPageMessages('service/newsletter-welcome', NewsletterWelcomePage), generateMetadata };
}
