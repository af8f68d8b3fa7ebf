'use client';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { isOpenAt, type OffsetSchedule, type OfficeHoursGroup } from './office-hours';

export interface OpenNowProps {
  hours: readonly OfficeHoursGroup[];
  /** The shop's time zone (the hours are its local times). */
  timeZone: string;
  /** The instant to judge (stories, tests). Default: the browser's clock, read again every minute. */
  at?: Date;
  /**
   * The time zone's offsets from the render on ({@link offsetSchedule}, made where the page is
   * rendered): the browser then reads the local time without Intl. Without it, or past its end, Intl.
   */
  schedule?: OffsetSchedule;
}

/**
 * "Jetzt geöffnet" or "Zurzeit geschlossen", judged in the browser: the footer is part of cached
 * pages, so the server's render time says nothing about now. Before hydration it shows nothing.
 */
export function OpenNow({ hours, timeZone, at, schedule }: OpenNowProps) {
  const [now, setNow] = useState<Date | undefined>(at);
  useEffect(() => {
    if (at) return;
    // Judged when the browser is idle: nothing of it is needed for the page's hydration (and
    // without a schedule, the first time-zone format of a page loads ICU data: ~15 ms of main thread).
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
  const open = isOpenAt(hours, timeZone, now, schedule);
  return (
    <p className="vt-open-now" data-state={open ? 'open' : 'closed'}>
      <span aria-hidden="true" className="vt-open-now__dot" />
      {open ? <Trans>Jetzt geöffnet</Trans> : <Trans>Zurzeit geschlossen</Trans>}
    </p>
  );
}
