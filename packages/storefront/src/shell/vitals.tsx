'use client';
import { matchRoute, resolvePath } from '@vitrine/i18n';
import { useEffect, useRef } from 'react';
import { useShopSettings } from '../common/providers';
import { useConsent } from './consent';

const VITALS_ON = 'data-vitals';

/**
 * Reports INP, LCP and CLS to the shop's `/api/vitals` once the shopper has allowed measuring
 * (performance, C0002): `web-vitals` is loaded only then, and a withdrawn consent stops every
 * report after it. The page type is the route table's screen of the path (editors' pages: `content`).
 */
export function VitalsReporter() {
  const consent = useConsent();
  const settings = useShopSettings();
  const allowed = consent.allows('vitals');
  const allowedNow = useRef(allowed);
  allowedNow.current = allowed;
  const started = useRef(false);
  const registered = useRef(false);
  // `<html data-vitals="on">` while reports are sent: what a test (or a person in the dev tools)
  // waits for before the interaction that ends the page's LCP.
  useEffect(() => {
    if (!allowed) document.documentElement.removeAttribute(VITALS_ON);
    else if (registered.current) document.documentElement.setAttribute(VITALS_ON, 'on');
  }, [allowed]);
  useEffect(() => {
    if (!allowed || started.current) return;
    started.current = true;
    // web-vitals and the reporter are loaded only once measuring is allowed.
    void Promise.all([import('web-vitals'), import('@vitrine/vitals')]).then(([{ onCLS, onINP, onLCP }, { createVitalsReporter, deviceTypeOf }]) => {
      const report = createVitalsReporter({
        allowed: () => allowedNow.current,
        context: () => {
          const here = resolvePath(window.location.pathname, settings.locales);
          const screen = matchRoute(here.path, here.locale)?.screen ?? (here.isStorefront ? 'storefront' : 'content');
          const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
          return {
            pathname: window.location.pathname,
            pageType: screen,
            deviceType: deviceTypeOf(window.innerWidth),
            userAgent: navigator.userAgent.slice(0, 400),
            ...(connection ? { connection } : {}),
            environment: process.env.NODE_ENV === 'production' ? 'production' : 'development',
          };
        },
      });
      onINP(report);
      onLCP(report);
      onCLS(report);
      registered.current = true;
      if (allowedNow.current) document.documentElement.setAttribute(VITALS_ON, 'on');
    });
  }, [allowed, settings.locales]);
  return null;
}
