import { consentScript } from '@vitrine/consent';
import { themeScript } from '@vitrine/ui/theme-script';

/**
 * The layout's inline head scripts by name (`HeadScript` renders them): the stored theme and the
 * consent choice, applied before the first paint. Server only.
 */
export const HEAD_SCRIPTS = { theme: themeScript, consent: consentScript } as const;

/**
 * Their texts: what every page's policy allows by hash (the proxy's policies and the one the shop
 * stamps on every request at start), since the layout renders them without a nonce.
 */
export const LAYOUT_INLINE_SCRIPTS: readonly string[] = Object.values(HEAD_SCRIPTS);
