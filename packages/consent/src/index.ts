export { CONSENT_READY, CONSENT_SETTINGS_ASKED, CONSENT_SETTINGS_BUTTON } from './attributes';
export {
  ADVERTISING_COOKIE,
  applyAdvertisingCookie,
  CATEGORY,
  CONSENT_CATEGORIES,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  consentCookieValue,
  consentScript,
  createConsent,
  documentCookieJar,
  normaliseCategories,
  readConsentCookie,
} from './consent';
export type { Consent, ConsentAdapter, ConsentCategory, ConsentOptions, CookieJar, CookieOptions } from './consent';
export { allows, BANNER_CHOICES, firstPartyConsentTool, PURPOSES } from './first-party';
export type { ConsentPurpose, FirstPartyConsentTool } from './first-party';
