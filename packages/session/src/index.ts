export { createSession, SESSION_CHANGED_EVENT } from './session';
export type { Clock, KeyManager, Session, SessionOptions, SessionStore, TabLock } from './session';
export { parseToken, readSessionInfo } from './token';
export type { SessionInfo } from './token';
export { cookieValue, LOGIN_STATE_COOKIE, loginStatus, parseLoginCookie } from './login';
export type { LoginCookie, LoginStatus } from './login';
export { isVisitorId, newVisitorId, visitorCookie, visitorFromCookieHeader, VISITOR_COOKIE, VISITOR_HEADER, VISITOR_MAX_AGE_SECONDS } from './visitor';
export { localPath } from './redirect';
export { isIdempotencyKey } from './idempotency';
