// The attributes the page's head script and the shop's consent code share, in a module of their own:
// a page's first code can name them without the consent tool itself (loaded after the page runs).

/** Marks the footer's "cookie settings" button (a button that does nothing without the page's code). */
export const CONSENT_SETTINGS_BUTTON = 'data-consent-settings';
/** On `<html>`: that button was pressed before the page's code ran; the consent provider opens the settings when it starts. */
export const CONSENT_SETTINGS_ASKED = 'data-consent-settings-asked';
/** On `<html>` once the consent provider handles the banner's and the footer's buttons itself. */
export const CONSENT_READY = 'data-consent-ready';
