import { checkSecret, mac, sameText } from './trust';

/**
 * Editors' preview of draft content: a token the gateway's operations page puts into a preview
 * link, which the shop checks before it turns on its draft mode, and sends along when it asks the
 * gateway for the draft. Both sides hold the gateway secret; the token names one draft of one shop
 * and expires.
 */
export const PREVIEW_HEADER = 'x-vitrine-preview';
/** How long a preview link works, in seconds (a working day). */
export const PREVIEW_MAX_AGE_SECONDS = 8 * 60 * 60;

export interface PreviewTarget {
  /** The shop's client id (`vitrine-ch`). */
  clientId: string;
  locale: string;
  /** The draft's content id. */
  id: string;
}

const message = (at: number, { clientId, locale, id }: PreviewTarget) => `preview\n${at}\n${clientId}\n${locale}\n${id}`;

/** `t=<seconds>,s=<HMAC>` over the draft it opens. */
export function signPreview(target: PreviewTarget, secret: string, nowSeconds: number): string {
  checkSecret(secret);
  const at = Math.floor(nowSeconds);
  return `t=${at},s=${mac(secret, message(at, target))}`;
}

/** True when the token was made for this draft with this secret less than {@link PREVIEW_MAX_AGE_SECONDS} ago. */
export function verifyPreview(token: string | null | undefined, target: PreviewTarget, secret: string, nowSeconds: number): boolean {
  const match = /^t=(\d{1,12}),s=([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return false;
  const at = Number(match[1]);
  if (nowSeconds - at > PREVIEW_MAX_AGE_SECONDS || at - nowSeconds > 60) return false;
  return sameText(match[2]!, mac(secret, message(at, target)));
}
