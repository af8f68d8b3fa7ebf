'use client';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { isOpenAt } from './office-hours';
import type { OpenNowProps } from './open-now';

/**
 * "Jetzt geöffnet" or "Zurzeit geschlossen" (the code `OpenNow` loads once the browser is idle):
 * judged at once, then every minute; at `at` alone when given.
 */
export function OpenNowStatus({ hours, timeZone, at, schedule }: OpenNowProps) {
  const [now, setNow] = useState<Date>(() => at ?? new Date());
  useEffect(() => {
    if (at) return;
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, [at]);
  const open = isOpenAt(hours, timeZone, at ?? now, schedule);
  return (
    <p className="vt-open-now" data-state={open ? 'open' : 'closed'}>
      <span aria-hidden="true" className="vt-open-now__dot" />
      {open ? <Trans>Jetzt geöffnet</Trans> : <Trans>Zurzeit geschlossen</Trans>}
    </p>
  );
}
