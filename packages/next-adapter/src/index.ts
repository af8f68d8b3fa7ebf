// Next.js plumbing of a Vitrine shop: the only package that imports next/server and next/headers.
export { clientIpOf, installRequestStamp, pageScriptsAfterPaint, pageScriptsAtParse, PEER_HEADER } from './client-ip';
export {
  SCRIPTS_AFTER_PAINT_MAX_WAIT_MS,
  scriptsAddedAfterPaint,
  scriptsAfterPaint,
  type ScriptsAfterPaint,
  scriptsAfterPaintOf,
  type ScriptsAfterPaintOptions,
} from './scripts-after-paint';
export { type CachedRoute, cachedRouter, hasVisitorCookie } from './cached-route';
export { ROUTED_HEADER } from './routed';
export { type AnswerRewrite, bytesOf, type Coding, codingFor, keepAnswerBytes, type RewriteOf } from './answer-bytes';
export { answerFromMicrocache, forgetMicrocachedPages, keepMicrocachedPage, MICROCACHE_MS, microcacheTicket, sharedLifetime } from './page-microcache';
export { createConsentHandler } from './consent-route';
export { createCspReportHandler, violationsOf } from './csp-report';
export { contentClientOf } from './content';
export { gatewayUrl, missingSecrets, pageMicrocache, scriptsAfterPaintOn, secret, secureCookies, SHOP_SECRETS, trustedProxies } from './env';
export { readBodyCapped, readTextCapped } from './body';
export { createGatewayHandlers, forwardToGateway, isSameOrigin, MAX_FORWARDED_BODY, requestOrigin } from './forward';
export { cachedGatewayGet, gatewayRequest, identityHeaders, knownShopperGateway, serverGateway, shopperGateway, shopperRest, visitorGateway } from './gateway-client';
export type { GatewayRequestLine } from './gateway-client';
export type { ShopIdentity } from './gateway-client';
export { initLingui } from './i18n-server';
export { createPreviewHandlers, DRAFT_COOKIE, isPreview, PREVIEW_PATH, previewHeaders, previewToken } from './preview';
export { CACHED_SEARCH_SEGMENT, cachedPagePolicy, CONTENT_SEGMENT, createProxy, MISSING_AREA_HEADER, MISSING_SEGMENT } from './proxy';
export { missingArea } from './missing-area';
export type { ProxyOptions } from './proxy';
// The cached screens' public paths (`pnpm routes` writes them into each app's cached-screens.ts).
export type { PathRule } from '@vitrine/i18n';
export { cachedPageNonce, COMMON_SECURITY_HEADERS, CSP_REPORT_PATH, newNonce, pagePolicy, RESOURCE_POLICY, scriptHashes } from './security-headers';
export { startShop } from './startup';
export type { StartShopOptions } from './startup';
export { isSecureRequest, visitorCookieFor, visitorOf } from './visitor';
export type { RequestVisitor, VisitorCookie } from './visitor';
export { knownVisitorId, visitorId } from './visitor-server';
export { createVitalsHandler } from './vitals';
export { createRevalidateHandler } from './revalidate';
export type { RevalidateOptions } from './revalidate';
export { countryOf, geoHandler } from './geo';
export { currentSessionInfo, endShopSession, startShopSession } from './session-server';
export {
  clearedSessionCookies,
  clearedSessionCookiesOf,
  sessionCookiesOf,
  LOGIN_STATE_COOKIE,
  SESSION_COOKIE,
  sessionCookieName,
  sessionCookiesFor,
  sessionTokenFromCookies,
} from './session-cookie';
export type { SessionKeyCookie, ShopCookie } from './session-cookie';
