import { signTimed, verifyTimed } from './trust';

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
  return signTimed((at) => message(at, target), secret, nowSeconds);
}

/** True when the token was made for this draft with this secret less than {@link PREVIEW_MAX_AGE_SECONDS} ago. */
export function verifyPreview(token: string | null | undefined, target: PreviewTarget, secret: string, nowSeconds: number): boolean {
  return verifyTimed(token, (at) => message(at, target), secret, nowSeconds, { maxAge: PREVIEW_MAX_AGE_SECONDS, maxAhead: 60 });
}
