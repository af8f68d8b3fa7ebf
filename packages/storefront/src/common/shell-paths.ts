import type { ShopSettings } from './settings';

export type ShellPaths = ShopSettings['shellPaths'][string];

/** The shell's paths of one locale (`ShopSettings.shellPaths`): a locale the tenant lacks is a programming error. */
export function shellPathsOf(settings: ShopSettings, locale: string): ShellPaths {
  const paths = settings.shellPaths[locale];
  if (!paths) throw new Error(`No shell paths for ${locale}`);
  return paths;
}
