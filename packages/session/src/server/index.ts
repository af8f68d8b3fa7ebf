export {
  CLIENT_IP_HEADER,
  MIN_SECRET_LENGTH,
  SIGNATURE_HEADER,
  SIGNATURE_MAX_AGE_SECONDS,
  SIGNATURE_MAX_AHEAD_SECONDS,
  bodyHash,
  keyRingOf,
  signRequest,
  signShort,
  signVisitorId,
  verifyRequest,
  verifyShort,
  verifyVisitorCookie,
  visitorCookieName,
  visitorFromSignedCookies,
} from './trust';
export type { ForwardedIdentity, IdentityCheck, KeyRing, SignedRequest } from './trust';
export { PREVIEW_HEADER, PREVIEW_MAX_AGE_SECONDS, signPreview, verifyPreview } from './preview';
export type { PreviewTarget } from './preview';
export { REVALIDATE_HEADER, REVALIDATE_MAX_AGE_SECONDS, REVALIDATE_MAX_TAGS, REVALIDATE_PATH, signRevalidation, verifyRevalidation } from './revalidate';
