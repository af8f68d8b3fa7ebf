import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ForgotPasswordForm, LoggedInPanel, LoginCodeForm, LoginForm, RegistrationForm } from '@vitrine/account';
import { pathFor } from '@vitrine/i18n';
import { currentSessionInfo, initLingui } from '@vitrine/next-adapter';
import { localPath } from '@vitrine/session';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { localeOf } from '../../common/locale';
import { shopSettings } from '../../common/settings';
import { currentCustomer } from '../customer';
import { login, loginByCode, register, requestReset } from './actions';

export interface LoginPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** How long a reset link works (the gateway's RESET_LINK_MINUTES; said in the success view). */
const RESET_LINK_MINUTES = 60;
/** How long a registration's confirmation link works (the gateway's REGISTRATION_LINK_HOURS; said when it is sent). */
const REGISTRATION_LINK_HOURS = 24;
/** How long a mailed login code works (the gateway's LOGIN_CODE.validMinutes; said when it is sent). */
const LOGIN_CODE_MINUTES = 10;
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * Login and registration (`/kasse/registrieren`, `/fr/caisse/inscription`, `/kassa/registreren`):
 * the login form with its two tabs where the shop offers customer-number login (`?tab=number`),
 * "forgot password" in its place (`?view=forgot`), registration beside it; `?next=` is where the
 * shopper goes afterwards. A logged-in customer sees who is logged in and can log out.
 */
export function createLoginPage(tenant: TenantConfig) {
  const settings = shopSettings(tenant);

  async function LoginPage({ params, searchParams }: LoginPageProps) {
    const locale = await localeOf(tenant, params);
    const query = await searchParams;
    const path = (screen: Parameters<typeof pathFor>[0]) => pathFor(screen, locale, settings.locales);
    const home = path('storefront');
    const next = localPath(one(query.next));
    const here = (extra: Record<string, string>) => `${path('login')}?${new URLSearchParams({ ...extra, ...(next ? { next } : {}) })}`;
    const [customer, session] = await Promise.all([currentCustomer(tenant), currentSessionInfo()]);
    // A soft login (spec §4, §6: kept on the device, the session expired) is recognised, but asked for the password before the account.
    const soft = customer !== null && session?.type === 1;
    if (customer && !soft) {
      return (
        <div className="vt-account-page">
          <section aria-labelledby="account-title">
            <h1 id="account-title">
              <Trans>Ihr Kundenkonto</Trans>
            </h1>
            <LoggedInPanel firstName={customer.firstName} lastName={customer.lastName} customerNumber={customer.customerNumber} logoutAction="/api/session/logout" next={home}>
              <p>
                <a href={next ?? home}>
                  <Trans>Weiter einkaufen</Trans>
                </a>
              </p>
            </LoggedInPanel>
          </section>
        </div>
      );
    }
    const numberLogin = tenant.forms.customerNumberLogin;
    const method = numberLogin && query.tab === 'number' ? 'number' : 'email';
    const forgot = query.view === 'forgot';
    if (customer && soft) {
      const firstName = customer.firstName;
      return (
        <div className="vt-account-page">
          <section aria-labelledby="login-title">
            <h1 id="login-title">
              <Trans>Willkommen zurück, {firstName}</Trans>
            </h1>
            <p>
              <Trans>Zu Ihrer Sicherheit: Bitte geben Sie Ihr Passwort noch einmal ein, bevor es zu Ihrem Kundenkonto oder zur Kasse geht.</Trans>
            </p>
            <LoginForm
              method="email"
              action={login.bind(null, tenant.key, home)}
              forgotHref={here({ view: 'forgot' })}
              next={next}
              initialValues={{ email: customer.email, keepLoggedIn: '1' }}
            />
          </section>
          <section aria-labelledby="code-title">
            <h2 id="code-title">
              <Trans>Oder mit einem Code per E-Mail</Trans>
            </h2>
            <LoginCodeForm action={loginByCode.bind(null, tenant.key, locale, home)} validMinutes={LOGIN_CODE_MINUTES} next={next} />
            <form method="post" action="/api/session/logout" className="vt-login__switch">
              <input type="hidden" name="next" value={home} />
              <p>
                <Trans>Nicht {firstName}?</Trans>{' '}
                <button type="submit" className="vt-link-button">
                  <Trans>Abmelden</Trans>
                </button>
              </p>
            </form>
          </section>
        </div>
      );
    }
    return (
      <>
        <h1>
          <Trans>Anmelden oder Kundenkonto eröffnen</Trans>
        </h1>
        <div className="vt-account-page">
          <section aria-labelledby="login-title">
            <h2 id="login-title">{forgot ? <Trans>Passwort vergessen</Trans> : <Trans>Ich bin bereits Kunde</Trans>}</h2>
            {forgot ? (
              <ForgotPasswordForm action={requestReset.bind(null, tenant.key, locale)} loginHref={here({})} validMinutes={RESET_LINK_MINUTES} initialEmail={one(query.email)} />
            ) : (
              <LoginForm
                key={method}
                method={method}
                action={login.bind(null, tenant.key, home)}
                tabs={numberLogin ? { email: here({ tab: 'email' }), number: here({ tab: 'number' }) } : undefined}
                forgotHref={here({ view: 'forgot' })}
                next={next}
                initialValues={one(query.email) ? { email: one(query.email) } : undefined}
              />
            )}
            <p className="vt-login__lookup">
              <a href={path('orderLookup')}>
                <Trans>Bestellstatus ohne Anmeldung abfragen</Trans>
              </a>
            </p>
          </section>
          <section aria-labelledby="register-title">
            <h2 id="register-title">
              <Trans>Ich bin neu hier</Trans>
            </h2>
            <RegistrationForm action={register.bind(null, tenant.key, locale)} next={next} privacyHref={path('privacy')} validHours={REGISTRATION_LINK_HOURS} />
          </section>
        </div>
      </>
    );
  }

  async function generateMetadata({ params }: Pick<LoginPageProps, 'params'>): Promise<Metadata> {
    const locale = await localeOf(tenant, params);
    const i18n = await initLingui(locale);
    return { title: i18n._(msg`Anmelden oder Kundenkonto eröffnen`), robots: { index: false, follow: false } };
  }

  return { LoginPage, generateMetadata };
}
