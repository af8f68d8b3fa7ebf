'use client';
import { documentCookieJar } from '@vitrine/consent';
import { type AbVariant, assignAbVariant, isAbVariant } from '@vitrine/tenant-config/ab-testing';
import { useEffect, useState } from 'react';
import { useShopSettings } from '../common/providers';
import { useConsent } from './consent';

/** The visitor's variants, by test: `{"2025_04_Aplus_reco":"B"}`, kept a year. */
export const AB_COOKIE = 'vt_ab';
const YEAR = 365 * 24 * 60 * 60;

function readAssignments(raw: string | undefined): Record<string, AbVariant> {
  try {
    const value: unknown = raw ? JSON.parse(decodeURIComponent(raw)) : {};
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter(([, v]) => isAbVariant(v))) as Record<string, AbVariant>;
  } catch {
    return {};
  }
}

/**
 * The visitor's variant of an active A/B test. Without consent for it (performance, C0002) every
 * visitor sees A and nothing is stored; with it, a variant is drawn once, kept in a cookie, and the
 * exposure is recorded by the gateway (which keeps the first variant a visitor saw). Withdrawing
 * the consent removes the cookie and shows A again.
 */
export function useAbVariant(test: string): AbVariant {
  const { abTests } = useShopSettings();
  const consent = useConsent();
  const allowed = consent.allows('abTesting');
  // Until the consent cookie has been read nothing is decided (and nothing removed).
  const known = consent.categories !== undefined;
  const [variant, setVariant] = useState<AbVariant>('A');
  const active = abTests.includes(test);
  useEffect(() => {
    const jar = documentCookieJar();
    if (!jar || !active || !known) return;
    if (!allowed) {
      if (jar.get(AB_COOKIE) !== undefined) jar.remove(AB_COOKIE);
      setVariant('A');
      return;
    }
    const assignments = readAssignments(jar.get(AB_COOKIE));
    const store = (chosen: AbVariant) => {
      assignments[test] = chosen;
      jar.set(AB_COOKIE, encodeURIComponent(JSON.stringify(assignments)), { maxAgeSeconds: YEAR, secure: window.location.protocol === 'https:' });
      setVariant(chosen);
    };
    const chosen = assignments[test] ?? assignAbVariant(Math.random());
    store(chosen);
    const controller = new AbortController();
    fetch('/api/ab/exposures', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ test, variant: chosen }), signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<{ variant?: unknown }>) : undefined))
      .then((answer) => {
        // The gateway keeps the first variant a visitor saw (another device, a cleared cookie).
        if (answer && isAbVariant(answer.variant) && answer.variant !== chosen) store(answer.variant);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [allowed, active, known, test]);
  return variant;
}
