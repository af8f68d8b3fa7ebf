'use client';
import { useAfterHydration } from '../common/after-hydration';

const load = () => import('./settings-menu').then((module) => module.SettingsMenuContent);

/**
 * The header's settings menu content ({@link SettingsMenuContent}: the theme switch, loaded when the
 * menu opens) in a chunk of its own, fetched once the page is interactive: the menu is closed on
 * the first paint, so no page's first-load JavaScript carries it.
 */
export function SettingsMenuLater() {
  const SettingsMenuContent = useAfterHydration(load);
  return SettingsMenuContent ? <SettingsMenuContent /> : null;
}
