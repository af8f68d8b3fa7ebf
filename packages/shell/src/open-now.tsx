'use client';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { isOpenAt, type OfficeHoursGroup } from './office-hours';

export interface OpenNowProps {
  hours: readonly OfficeHoursGroup[];
  /** The shop's time zone (the hours are its local times). */
  timeZone: string;
  /** The instant to judge (stories, tests). Default: the browser's clock, read again every minute. */
  at?: Date;
}

/**
 * "Jetzt geöffnet" or "Zurzeit geschlossen", judged in the browser: the footer is part of cached
 * pages, so the server's render time says nothing about now. Before hydration it shows nothing.
 */
export function OpenNow({ hours, timeZone, at }: OpenNowProps) {
  const [now, setNow] = useState<Date | undefined>(at);
  useEffect(() => {
    if (at) return;
    // Judged when the browser is idle: the first time-zone format of a page loads ICU data (~15 ms
    // of main thread), which should not lengthen the page's hydration.
    let timer: number | undefined;
    const judge = () => {
      setNow(new Date());
      timer = window.setInterval(() => setNow(new Date()), 60_000);
    };
    const idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(judge, { timeout: 3_000 }) : undefined;
    const fallback = idle === undefined ? window.setTimeout(judge, 500) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (fallback !== undefined) window.clearTimeout(fallback);
      if (timer !== undefined) window.clearInterval(timer);
    };
  }, [at]);
  if (!now) return null;
  const open = isOpenAt(hours, timeZone, now);
  return (
    <p className="vt-open-now" data-state={open ? 'open' : 'closed'}>
      <span aria-hidden="true" className="vt-open-now__dot" />
      {open ? <Trans>Jetzt geöffnet</Trans> : <Trans>Zurzeit geschlossen</Trans>}
    </p>
  );
}
