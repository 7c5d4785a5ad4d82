import { normalizeHtmlPath } from './normalize-path';
import { DEFAULT_SAMPLE_LANGUAGE, SAMPLE_LANGUAGES } from './api-samples';
import {
  ANNOUNCEMENT_DISMISS_KEY,
  ANNOUNCEMENT_ID_KEY,
  API_SAMPLE_LANGUAGE_ATTRIBUTE,
  API_SAMPLE_LANGUAGE_KEY,
  COLOR_MODE_ATTRIBUTE,
  COLOR_MODE_STORAGE_KEY,
} from './constants';

/**
 * Runs inline at the top of <body>, before anything paints: applies the stored colour
 * mode (or the configured default; the system preference is deliberately ignored) and
 * hides an announcement bar the reader already dismissed. Must not depend on bundles.
 * It also marks the API reference's sample language on <html> (on every page, as a reader may
 * reach /api by client-side navigation): the reference's CSS then shows that language's samples
 * from the first paint, and all of them when scripts do not run at all (no attribute).
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
  }var l=${JSON.stringify(DEFAULT_SAMPLE_LANGUAGE)};try{var a=localStorage.getItem(${JSON.stringify(API_SAMPLE_LANGUAGE_KEY)});if(${JSON.stringify(
    SAMPLE_LANGUAGES.map((x) => x.id),
  )}.indexOf(a)>=0)l=a;}catch(e){}d.setAttribute(${JSON.stringify(API_SAMPLE_LANGUAGE_ATTRIBUTE)},l);})();`;
}
