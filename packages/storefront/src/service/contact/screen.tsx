import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CONTACT_TOPICS, type ContactSubject, type ContactTopic } from '@vitrine/form-rules';
import { ContactForm, type ContactLinks } from '@vitrine/forms';
import { ContactFormDocument } from '@vitrine/graphql-client';
import { hasRoute, pathFor, type ProductLocale } from '@vitrine/i18n';
import { initLingui, serverGateway } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { renderKey } from '../../common/form-key';
import { localeOf } from '../../common/locale';
import { shopSettings } from '../../common/settings';
import { sendContactMessage } from './actions';

export interface ContactPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The query parameter of the chosen subject. */
export const TOPIC_PARAM = 'thema';

/**
 * "Write to us" (spec §3, §5, §8): the subject first, its help answers, then the message form with
 * files and, where the shop has one, the captcha. The subject lives in the address (`?thema=`), so
 * the guide works without JavaScript; the form is rendered for each request (a fresh captcha).
 */
export function createContactPage(tenant: TenantConfig) {
  const settings = shopSettings(tenant);

  function linksOf(locale: ProductLocale): ContactLinks {
    const path = (screen: Parameters<typeof pathFor>[0]) => pathFor(screen, locale, settings.locales);
    return {
      orders: path('accountOrders'),
      orderLookup: path('orderLookup'),
      invoices: path('accountInvoices'),
      addressBook: path('accountAddressBook'),
      personalData: path('accountPersonalData'),
      passwordReset: path('passwordReset'),
      bookings: path('accountBookings'),
      service: path('service'),
      lendMoney: tenant.forms.lendMoney && hasRoute('lendMoney', locale) ? path('lendMoney') : undefined,
      jobs: path('jobs'),
      privacy: path('privacy'),
    };
  }

  async function ContactPage({ params, searchParams }: ContactPageProps) {
    const locale = await localeOf(tenant, params);
    const query = await searchParams;
    // Nobody's data: the shop asks for itself (a first visit has no visitor cookie yet, and a render cannot set one).
    const gateway = serverGateway(tenant);
    const { contactForm } = await gateway.request(ContactFormDocument, {}, { init: { cache: 'no-store' } });
    const subjects = contactForm.subjects as ContactSubject[];
    const offered: readonly string[] = [...subjects, 'application'];
    const asked = typeof query[TOPIC_PARAM] === 'string' ? query[TOPIC_PARAM] : '';
    const topic = (CONTACT_TOPICS as readonly string[]).includes(asked) && offered.includes(asked) ? (asked as ContactTopic) : undefined;
    return (
      <div className="vt-account-page vt-contact-page">
        <section aria-labelledby="contact-title">
          <h1 id="contact-title">
            <Trans>Kontakt</Trans>
          </h1>
          <p>
            <Trans>Wählen Sie ein Thema: Oft finden Sie die Antwort gleich hier. Sonst schreiben Sie uns, gern mit Fotos.</Trans>
          </p>
          <ContactForm
            action={sendContactMessage.bind(null, tenant.key, locale, renderKey(), subjects, tenant.forms.postalCodeCountry)}
            subjects={subjects}
            topic={topic}
            path={pathFor('contact', locale, settings.locales)}
            topicParam={TOPIC_PARAM}
            links={linksOf(locale)}
            postalCountry={tenant.forms.postalCodeCountry}
            captcha={contactForm.captcha}
            locale={locale}
          />
        </section>
      </div>
    );
  }

  async function generateMetadata({ params }: ContactPageProps): Promise<Metadata> {
    const locale = await localeOf(tenant, params);
    const i18n = await initLingui(locale);
    return { title: i18n._(msg`Kontakt`), alternates: { canonical: pathFor('contact', locale, settings.locales) } };
  }

  return { ContactPage, generateMetadata };
}
