/** localStorage keys of the visitor's choices. */
export const THEME_STORAGE = { mode: 'vitrine:mode', theme: 'vitrine:theme' } as const;
export type ModePreference = 'light' | 'dark' | 'system';
export type ThemeName = 'default' | 'alt';

/**
 * The web fonts of a visit's entry page load after its first paint: until then `<html>` carries
 * `data-fonts="later"` and the text is set in the metric-adjusted local fallbacks (styles.css), so the
 * first paint does not wait for 100 KiB of fonts. Both fonts are loaded first and then applied
 * together: one re-layout, no half-swapped page. A page reached from another page of the shop
 * (same-origin referrer) finds the fonts in the cache and uses them at once. No storage is used.
 */
const fontsAfterFirstPaint = `var r=document.referrer;if(!r||new URL(r).origin!==location.origin){d.setAttribute('data-fonts','later');var u=function(){d.removeAttribute('data-fonts')},n=0,f=function(){if(n++)return;var F=document.fonts;if(F&&F.load)Promise.all([F.load('1em "Inter Variable"'),F.load('1em "Source Serif 4 Variable"')]).then(u,u);else u()},P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(f,0)}}).observe({type:'paint',buffered:true});setTimeout(f,3000)}`;

/**
 * Applies the stored mode (light, dark, system) and theme (default, alt) to <html> before the
 * first paint, and puts off the web fonts of a visit's entry page until after it. Inline it in
 * <head> as it is: its text is stable, so a CSP can allow it by hash.
 */
export const themeScript = `(function(){var d=document.documentElement;try{${fontsAfterFirstPaint}}catch(e){}try{var s=localStorage,m=s.getItem('${THEME_STORAGE.mode}'),t=s.getItem('${THEME_STORAGE.theme}');if(m!=='light'&&m!=='dark')m='system';if(t!=='alt')t='default';var k=m==='dark'||(m==='system'&&window.matchMedia('(prefers-color-scheme: dark)').matches);d.setAttribute('data-mode',k?'dark':'light');d.setAttribute('data-mode-preference',m);d.setAttribute('data-theme',t)}catch(e){}})()`;

/** Applies and stores a choice (client only). */
export function applyTheme(choice: { mode?: ModePreference; theme?: ThemeName }): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  try {
    if (choice.mode) localStorage.setItem(THEME_STORAGE.mode, choice.mode);
    if (choice.theme) localStorage.setItem(THEME_STORAGE.theme, choice.theme);
  } catch {
    // Storage may be unavailable (private mode); the choice still applies to this page.
  }
  if (choice.mode) {
    const dark = choice.mode === 'dark' || (choice.mode === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    root.setAttribute('data-mode', dark ? 'dark' : 'light');
    root.setAttribute('data-mode-preference', choice.mode);
  }
  if (choice.theme) root.setAttribute('data-theme', choice.theme);
}

/** The choice currently applied to <html> (defaults on the server). */
export function currentTheme(): { mode: ModePreference; theme: ThemeName } {
  if (typeof document === 'undefined') return { mode: 'system', theme: 'default' };
  const root = document.documentElement;
  const mode = root.getAttribute('data-mode-preference');
  return {
    mode: mode === 'light' || mode === 'dark' ? mode : 'system',
    theme: root.getAttribute('data-theme') === 'alt' ? 'alt' : 'default',
  };
}
