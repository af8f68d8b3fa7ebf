'use client';
import { useLingui } from '@lingui/react/macro';
import { useShellPaths } from '../common/providers';
import { NotFoundView } from './not-found-view';

/**
 * The localized 404 for client components: {@link NotFoundView} with the paths of the shop's
 * settings, in the locale of the Lingui provider around it. The shop's own 404s are server
 * components (`createNotFound` and the missing-path page of `@vitrine/storefront/shell/missing`).
 */
export function NotFoundScreen({ area }: { area?: 'account' | undefined } = {}) {
  const { i18n } = useLingui();
  const paths = useShellPaths(i18n.locale);
  return <NotFoundView area={area} paths={paths} />;
}
