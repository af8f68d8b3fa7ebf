import {
  allows,
  CONSENT_COOKIE,
  CONSENT_READY,
  CONSENT_SETTINGS_ASKED,
  type ConsentCategory,
  type ConsentPurpose,
  createConsent,
  documentCookieJar,
  firstPartyConsentTool,
  readConsentCookie,
} from '@vitrine/consent';

/** What the consent provider hears from the tool. */
export interface ConsentListener {
  /** The shopper's categories: those of the cookie at the start (`decided` false without one), then each choice. */
  state(categories: ConsentCategory[], decided: boolean): void;
  /** The banner's "settings" button, or the footer's pressed before the page ran. */
  openSettings(): void;
}

/** The running consent tool: a choice, and the purposes the chosen categories allow. */
export interface ConsentRuntime {
  choose(categories: ConsentCategory[]): void;
  allows(categories: readonly ConsentCategory[], purpose: ConsentPurpose): boolean;
  dispose(): void;
}

/**
 * The shop's first-party consent tool for a page that runs, in a chunk the consent provider loads
 * after hydration: nothing of it is in a page's first load. Until it runs the banner (HTML of the
 * page) posts to the shop's consent route, the footer's settings button is noted by the head
 * script, and nothing that needs consent runs. It reads the cookie, writes it on every choice
 * (`createConsent`, one year), and takes over the banner's buttons: the choice without a round
 * trip, the settings in the dialog.
 */
export function startConsent(listener: ConsentListener): ConsentRuntime | undefined {
  const jar = documentCookieJar();
  if (!jar) return undefined;
  const secure = window.location.protocol === 'https:';
  const tool = firstPartyConsentTool();
  const consent = createConsent({
    jar: { ...jar, set: (name, value, options) => jar.set(name, value, { ...options, secure }) },
    adapter: tool,
    onChange: (categories) => listener.state([...categories], true),
  });
  const recorded = readConsentCookie(jar.get(CONSENT_COOKIE));
  listener.state(recorded ?? [], recorded !== undefined);
  // The footer's settings button pressed before the page ran (the head script noted it): opened now.
  const root = document.documentElement;
  if (root.getAttribute(CONSENT_SETTINGS_ASKED) === 'asked') listener.openSettings();
  root.removeAttribute(CONSENT_SETTINGS_ASKED);
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement) || !event.target.closest('[data-consent-banner]')) return;
    event.preventDefault();
    const choice = event.submitter instanceof HTMLButtonElement ? event.submitter.value : '';
    if (choice === 'all') tool.acceptAll();
    else if (choice === 'necessary') tool.rejectAll();
    else listener.openSettings();
  };
  document.addEventListener('submit', onSubmit);
  // From now on the page handles the banner's and the footer's buttons itself.
  root.setAttribute(CONSENT_READY, '');
  return {
    choose: (categories) => tool.choose(categories),
    allows,
    dispose() {
      document.removeEventListener('submit', onSubmit);
      root.removeAttribute(CONSENT_READY);
      consent.dispose();
    },
  };
}
