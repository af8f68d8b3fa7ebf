/** localStorage keys of the visitor's choices. */
export const THEME_STORAGE = { mode: 'vitrine:mode', theme: 'vitrine:theme' } as const;
export type ModePreference = 'light' | 'dark' | 'system';
export type ThemeName = 'default' | 'alt';

/** The attribute on `<html>` that keeps a page in the metric-adjusted fallback fonts (styles.css). */
export const FONTS_LATER_ATTRIBUTE = 'data-fonts';

/**
 * A visit's entry page (no same-origin referrer) keeps the metric-adjusted local fallbacks for as
 * long as it is shown: `<html>` carries `data-fonts="later"` and styles.css sets the text in
 * `Inter Fallback` and `Source Serif Fallback`. Its first paint waits for no font, and no swap
 * re-lays the page out while the shopper reads it (on a slow phone that restyle of the whole page
 * is the longest task after the first paint). Once the page has loaded, its first contentful paint
 * is reported (a small page loads before it paints: the fonts would share the line with its first
 * screen) and the browser is idle, the
 * web fonts named by the page's own `@font-face` rules (the faces for basic Latin: the latin-ext
 * files come only when a page's text needs them) are fetched into the HTTP cache, so the
 * next page of the shop (a full load with a same-origin referrer) uses them from its first paint,
 * and a client-side navigation takes them with {@link applyWebFonts}. No storage is used.
 */
const entryPageFonts = `var r=document.referrer;if(!r||new URL(r).origin!==location.origin){d.setAttribute('${FONTS_LATER_ATTRIBUTE}','later');var w=window,f=function(){var S=document.styleSheets,seen={};for(var i=0;i<S.length;i++){var R;try{R=S[i].cssRules}catch(e){continue}for(var j=0;j<R.length;j++){var x=R[j],u,m;if(x.type!==5)continue;u=x.style.getPropertyValue('unicode-range');m=/url\\(["']?([^"')]+)/.exec(x.style.getPropertyValue('src'));if(!m||seen[m[1]]||(u&&!/^U\\+0+-/i.test(u)))continue;seen[m[1]]=1;w.fetch(new URL(m[1],S[i].href||location.href).href,{priority:'low'}).then(function(a){return a.arrayBuffer()}).catch(function(){})}}},h=function(){w.requestIdleCallback?w.requestIdleCallback(f,{timeout:5000}):setTimeout(f,1000)},g=function(){try{var o=new w.PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();h()}});o.observe({type:'paint',buffered:true})}catch(e){h()}};if(w.fetch){if(document.readyState==='complete')g();else w.addEventListener('load',g)}}`;

/**
 * Applies the stored mode (light, dark, system) and theme (default, alt) to <html> before the
 * first paint, and keeps a visit's entry page in the fallback fonts (fetching the web fonts for the
 * next page). Inline it in <head> as it is: its text is stable, so a CSP can allow it by hash.
 */
export const themeScript = `(function(){var d=document.documentElement;try{d.setAttribute('data-js','')}catch(e){}try{${entryPageFonts}}catch(e){}try{var s=localStorage,m=s.getItem('${THEME_STORAGE.mode}'),t=s.getItem('${THEME_STORAGE.theme}');if(m!=='light'&&m!=='dark')m='system';if(t!=='alt')t='default';var k=m==='dark'||(m==='system'&&window.matchMedia('(prefers-color-scheme: dark)').matches);d.setAttribute('data-mode',k?'dark':'light');d.setAttribute('data-mode-preference',m);d.setAttribute('data-theme',t)}catch(e){}})()`;

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

/**
 * Lets a page that was kept in the fallback fonts (a visit's entry page) take the web fonts: call
 * it when the shopper moves on by a client-side navigation, when the new page is laid out anyway.
 * The fonts are usually in the cache by then (the theme script fetched them after the load).
 */
export function applyWebFonts(): void {
  if (typeof document === 'undefined') return;
  document.documentElement.removeAttribute(FONTS_LATER_ATTRIBUTE);
}
