'use client';
import { useLingui } from '@lingui/react/macro';
import {
  allows,
  CONSENT_COOKIE,
  CONSENT_READY,
  CONSENT_SETTINGS_ASKED,
  CONSENT_SETTINGS_BUTTON,
  type ConsentCategory,
  type ConsentPurpose,
  createConsent,
  documentCookieJar,
  type FirstPartyConsentTool,
  firstPartyConsentTool,
  readConsentCookie,
} from '@vitrine/consent';
import { useToasts } from './toasts';
import { createContext, lazy, type ReactNode, startTransition, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';

/** Where the banner's form posts without JavaScript (the shop's route: it sets the cookie and comes back). */
export const CONSENT_ENDPOINT = '/api/consent';

/** The settings dialog is code loaded only when opened (the banner is HTML of the page: it needs none). */
const ConsentSettings = lazy(() => import('@vitrine/shell/consent-settings').then((m) => ({ default: m.ConsentSettings })));

interface ConsentState {
  /** `undefined` until the browser's cookie has been read (the cached page knows nothing of it). */
  categories: ConsentCategory[] | undefined;
  decided: boolean;
}

interface ConsentApi extends ConsentState {
  allows(purpose: ConsentPurpose): boolean;
  openSettings(): void;
  /** Records a choice (a category allowed where it is needed, e.g. the chat bot's). */
  choose(categories: ConsentCategory[]): void;
}

const ConsentContext = createContext<ConsentApi | null>(null);

/** What the shopper allowed; islands that need consent (vitals, A/B test, chat bot) wait for it. */
export function useConsent(): ConsentApi {
  const api = useContext(ConsentContext);
  if (!api) throw new Error('useConsent needs <ConsentProvider> above it');
  return api;
}

/**
 * The shop's first-party consent tool behind @vitrine/consent's adapter: the banner until the
 * shopper chooses, the settings dialog from the footer at any time, the cookie (one year) written
 * by `createConsent` on every choice. Nothing that needs consent runs before it is given, and a
 * revoked category stops at once (the islands read this context).
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const toasts = useToasts();
  const [state, setState] = useState<ConsentState>({ categories: undefined, decided: false });
  const [settingsOpen, setSettingsOpen] = useState(false);
  const tool = useRef<FirstPartyConsentTool | null>(null);
  useEffect(() => {
    const jar = documentCookieJar();
    if (!jar) return;
    const secure = window.location.protocol === 'https:';
    const adapter = firstPartyConsentTool();
    const consent = createConsent({
      jar: { ...jar, set: (name, value, options) => jar.set(name, value, { ...options, secure }) },
      adapter,
      onChange: (categories) => startTransition(() => setState({ categories: [...categories], decided: true })),
    });
    tool.current = adapter;
    const recorded = readConsentCookie(jar.get(CONSENT_COOKIE));
    // A transition: the context changes under parts of the page that may still be hydrating (the
    // Swiss locale links wait for their chunk); an urgent update would make React drop their server
    // HTML for the fallback until the chunk arrives, and a click in that gap would hit nothing.
    startTransition(() => setState({ categories: recorded ?? [], decided: recorded !== undefined }));
    // The footer's settings button pressed before the page ran (the head script noted it): opened now.
    const root = document.documentElement;
    if (root.getAttribute(CONSENT_SETTINGS_ASKED) === 'asked') setSettingsOpen(true);
    root.removeAttribute(CONSENT_SETTINGS_ASKED);
    return () => consent.dispose();
  }, []);
  const openSettings = useCallback(() => setSettingsOpen(true), []);
  // The banner in the page's HTML: shown until the shopper chooses (the head script hid it already for one who has).
  useEffect(() => {
    if (state.categories === undefined) return;
    document.documentElement.setAttribute('data-consent', state.decided ? 'decided' : 'open');
  }, [state.categories, state.decided]);
  // Its buttons, taken over once the page runs: the choice without a round trip, the settings in the dialog.
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      if (!(event.target instanceof HTMLFormElement) || !event.target.closest('[data-consent-banner]')) return;
      event.preventDefault();
      const choice = event.submitter instanceof HTMLButtonElement ? event.submitter.value : '';
      if (choice === 'all') tool.current?.acceptAll();
      else if (choice === 'necessary') tool.current?.rejectAll();
      else setSettingsOpen(true);
    };
    document.addEventListener('submit', onSubmit);
    // From now on the page handles the banner's and the footer's buttons itself.
    document.documentElement.setAttribute(CONSENT_READY, '');
    return () => {
      document.removeEventListener('submit', onSubmit);
      document.documentElement.removeAttribute(CONSENT_READY);
    };
  }, []);
  const api = useMemo<ConsentApi>(
    () => ({
      ...state,
      allows: (purpose) => (state.categories ? allows(state.categories, purpose) : false),
      openSettings,
      choose: (categories) => tool.current?.choose(categories),
    }),
    [state, openSettings],
  );
  return (
    <ConsentContext value={api}>
      {children}
      {settingsOpen ? (
        <Suspense fallback={null}>
          <ConsentSettings
            open={settingsOpen}
            onOpenChange={setSettingsOpen}
            accepted={state.categories ?? []}
            onSave={(categories) => {
              tool.current?.choose(categories);
              toasts.add({ message: t`Ihre Auswahl wurde gespeichert.`, tone: 'success' });
            }}
          />
        </Suspense>
      ) : null}
    </ConsentContext>
  );
}

/** The footer's way back to the choice: opens the settings dialog. */
export function ConsentSettingsButton() {
  const { t } = useLingui();
  const { openSettings } = useConsent();
  return (
    <button type="button" className="vt-link-button" onClick={openSettings} {...{ [CONSENT_SETTINGS_BUTTON]: '' }}>
      {t`Cookie-Einstellungen`}
    </button>
  );
}
