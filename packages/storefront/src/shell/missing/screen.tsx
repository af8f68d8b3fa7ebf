import { getI18n } from '@lingui/react/server';
import { missingArea } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import { localeOf } from '../../common/locale';
import { shopSettings } from '../../common/settings';
import { shellPathsOf } from '../../common/shell-paths';
import { NotFoundView } from '../not-found-view';

/** The localized 404s of one tenant, rendered on the server. */
export function createNotFoundScreens(tenant: TenantConfig) {
  const settings = shopSettings(tenant);

  /**
   * The catch-all of paths the route table and the content bucket do not know: the localized 404
   * page rendered on the server, in the shop's layout, readable without JavaScript. The proxy gives
   * the answer its status 404 (Next's `notFound()` in a page rendered per request sends an empty
   * shell that only the browser's script fills), and marks an account page the tenant switches off:
   * that 404 leads to the account's start.
   */
  async function MissingPage({ params }: { params: Promise<{ locale: string }> }) {
    const locale = await localeOf(tenant, params);
    return <NotFoundView area={await missingArea()} paths={shellPathsOf(settings, locale)} />;
  }

  /**
   * The `[locale]` segment's not-found file (a page's `notFound()`). Next gives it no params: it
   * takes the locale the layout around it activated for this render.
   */
  function NotFound() {
    const locale = getI18n()?.i18n.locale;
    if (!locale) throw new Error('The 404 renders inside the shop layout, which activates Lingui');
    return <NotFoundView paths={shellPathsOf(settings, locale)} />;
  }

  return { MissingPage, NotFound };
}
