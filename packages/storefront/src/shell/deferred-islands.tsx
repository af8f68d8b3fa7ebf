'use client';
import type { FormAction, LoginField } from '@vitrine/account';
import type { OpenNowProps } from '@vitrine/shell';
import { useAfterHydration } from '../common/after-hydration';

/** The islands nobody needs for the first paint, in a chunk of their own loaded after hydration. */
const load = () => import('./islands').then((module) => module.default);

export interface DeferredIslandsProps {
  chatBot: boolean;
  serviceLayers: boolean;
  /** The login page (the wishlist overlay leads there). */
  loginPath: string;
  /** The shop has a wishlist: its hearts come alive. */
  wishlist: boolean;
  /** The header's login modal: the login server action and whether customer-number login is a tab. None: the entry stays a link. */
  login?: { action: FormAction<LoginField>; customerNumberLogin: boolean } | undefined;
  /** The service's hours, time zone and offsets: "open now" in the footer's slot. */
  openNow: Pick<OpenNowProps, 'hours' | 'timeZone' | 'schedule'>;
}

/**
 * Loads the chat bot's launcher, the geo-country layer, the service layers' host, the vitals
 * reporter, the survey's invitation and the "open now" status (into the footer's slots) once the page is interactive: none of them is part of the page's first-load JavaScript.
 * (Before that a `?layer=` link simply leads to the service page.)
 */
export function DeferredIslands(props: DeferredIslandsProps) {
  const Islands = useAfterHydration(load);
  return Islands ? <Islands {...props} /> : null;
}
