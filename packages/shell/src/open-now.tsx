'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { OffsetSchedule, OfficeHoursGroup } from './office-hours';

/** The judging code, fetched once the browser is idle. */
const OpenNowStatus = lazy(() => import('./open-now-status').then((module) => ({ default: module.OpenNowStatus })));

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
 * pages, so the server's render time says nothing about now. Before hydration it shows nothing; the
 * judging code (and without a schedule, the first time-zone format of a page, which loads ICU data:
 * ~15 ms of main thread) comes when the browser is idle: nothing of it is needed for the page's
 * hydration, so no page's first load carries it.
 */
export function OpenNow(props: OpenNowProps) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const ready = () => setIdle(true);
    const idleCallback = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(ready, { timeout: 3_000 }) : undefined;
    const fallback = idleCallback === undefined ? window.setTimeout(ready, 500) : undefined;
    return () => {
      if (idleCallback !== undefined) window.cancelIdleCallback(idleCallback);
      if (fallback !== undefined) window.clearTimeout(fallback);
    };
  }, []);
  return idle ? (
    <Suspense fallback={null}>
      <OpenNowStatus {...props} />
    </Suspense>
  ) : null;
}
