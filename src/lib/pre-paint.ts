import { normalizeHtmlPath } from './normalize-path';
import { TAB_NAME, TABS_ATTRIBUTE, TABS_STORAGE_KEY } from './tabs';
import {
  ANNOUNCEMENT_DISMISS_KEY,
  ANNOUNCEMENT_ID_KEY,
  COLOR_MODE_ATTRIBUTE,
  COLOR_MODE_STORAGE_KEY,
} from './constants';

/**
 * Runs inline at the top of <body>, before anything paints: applies the stored colour
 * mode (or the configured default; the system preference is deliberately ignored) and
 * hides an announcement bar the reader already dismissed. Must not depend on bundles.
 * It also writes the reader's tab choices on <html> (src/lib/tabs.ts; on every page, as a reader
 * may arrive by client-side navigation): each tab set's CSS then shows the chosen panel from the
 * first paint, and every panel when scripts do not run at all (no attribute).
 * It also sends /page.html and /page/index.html to /page before Gatsby's router starts
 * (the router would otherwise render the 404 page it was served for that path).
 */
export function prePaintScript(defaultMode: 'light' | 'dark', announcementId: string | undefined): string {
  return `(function(){var n=(${normalizeHtmlPath.toString()})(location.pathname);if(n){location.replace(n+location.search+location.hash);return;}var d=document.documentElement,m=${JSON.stringify(defaultMode)};try{var s=localStorage.getItem(${JSON.stringify(
    COLOR_MODE_STORAGE_KEY,
  )});if(s==='light'||s==='dark')m=s;}catch(e){}d.setAttribute(${JSON.stringify(COLOR_MODE_ATTRIBUTE)},m);d.style.colorScheme=m;${
    announcementId
      ? `try{if(localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_ID_KEY)})===${JSON.stringify(announcementId)}&&localStorage.getItem(${JSON.stringify(
          ANNOUNCEMENT_DISMISS_KEY,
        )})==='true')d.setAttribute('data-announcement-dismissed','true');}catch(e){}`
      : ''
  }var t={};try{t=JSON.parse(localStorage.getItem(${JSON.stringify(TABS_STORAGE_KEY)})||'{}');}catch(e){}if(!t||typeof t!=='object'||t instanceof Array)t={};var w=[],r=${TAB_NAME.toString()};for(var g in t)if(r.test(g)&&typeof t[g]==='string'&&r.test(t[g]))w.push(g+'='+t[g]);d.setAttribute(${JSON.stringify(TABS_ATTRIBUTE)},w.join(' '));})();`;
}
