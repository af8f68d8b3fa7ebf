'use client';
import { useLingui } from '@lingui/react/macro';
import { CONSENT_SETTINGS_BUTTON, type ConsentCategory, type ConsentPurpose } from '@vitrine/consent';
import type { ConsentRuntime } from './consent-runtime';
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
 * on every choice. The tool itself (`startConsent`) is a chunk loaded once the page runs, none of a
 * page's first load: until then the banner posts without JavaScript and the head script notes a
 * press on the footer's settings button. Nothing that needs consent runs before it is given, and a
 * revoked category stops at once (the islands read this context).
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const toasts = useToasts();
  const [state, setState] = useState<ConsentState>({ categories: undefined, decided: false });
  const [settingsOpen, setSettingsOpen] = useState(false);
  const tool = useRef<ConsentRuntime | undefined>(undefined);
  /** The tool once its chunk has come (a choice made before that waits for it instead of being lost). */
  const started = useRef<Promise<ConsentRuntime | undefined> | null>(null);
  useEffect(() => {
    let stopped = false;
    started.current = import('./consent-runtime').then(({ startConsent }) => {
      if (stopped) return undefined;
      return (tool.current = startConsent({
        // A transition: the context changes under parts of the page that may still be hydrating (the
        // Swiss locale links wait for their chunk); an urgent update would make React drop their server
        // HTML for the fallback until the chunk arrives, and a click in that gap would hit nothing.
        state: (categories, decided) => startTransition(() => setState({ categories, decided })),
        openSettings: () => setSettingsOpen(true),
      }));
    });
    return () => {
      stopped = true;
      tool.current?.dispose();
      tool.current = undefined;
    };
  }, []);
  const openSettings = useCallback(() => setSettingsOpen(true), []);
  const choose = useCallback((categories: ConsentCategory[]) => void started.current?.then((running) => running?.choose(categories)), []);
  // The banner in the page's HTML: shown until the shopper chooses (the head script hid it already for one who has).
  useEffect(() => {
    if (state.categories === undefined) return;
    document.documentElement.setAttribute('data-consent', state.decided ? 'decided' : 'open');
  }, [state.categories, state.decided]);
  const api = useMemo<ConsentApi>(
    () => ({
      ...state,
      allows: (purpose) => (state.categories && tool.current ? tool.current.allows(state.categories, purpose) : false),
      openSettings,
      choose,
    }),
    [state, openSettings, choose],
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
              choose(categories);
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
