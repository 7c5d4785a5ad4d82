/**
 * The request samples of the API reference, shared by the build (which writes them,
 * src/node/openapi/code-samples.ts) and the page (which shows them with the reader's base URL).
 */

/** The languages every operation has a sample in, in tab order. The first is the default (src/theme/Tabs shows the first when nothing is chosen). */
export const SAMPLE_LANGUAGES = [
  { id: 'curl', label: 'curl' },
  { id: 'go', label: 'Go' },
  { id: 'python', label: 'Python' },
] as const;

export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number]['id'];

export type BaseUrlCheck = { ok: true; url: string } | { ok: false; problem: string };

/**
 * A base URL the reader typed, checked and written the one way the samples use it:
 * http(s), no credentials, query or fragment, no trailing slash. The samples put it inside
 * single-quoted shell words and Go and Python string literals by plain substitution, so only
 * characters that need no escaping in any of those are accepted.
 */
export function normaliseBaseUrl(input: string): BaseUrlCheck {
  const text = input.trim();
  if (!text) return { ok: false, problem: 'Enter the address of your ServiceRadar API, for example https://serviceradar.example.com.' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, problem: 'This is not a URL: start it with https:// (or http://) and a host name.' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, problem: 'Start the address with https:// (or http://), then the host name.' };
  if (url.username || url.password) return { ok: false, problem: 'Leave user name and password out of the address: the samples send a token.' };
  if (url.search || url.hash || text.includes('?') || text.includes('#')) return { ok: false, problem: 'Leave out the query (?…) and fragment (#…): the samples add the path and query of each operation.' };
  const normalised = `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  if (!/^[A-Za-z0-9.:/_~%[\]-]+$/.test(normalised)) return { ok: false, problem: 'Use only letters, digits and . : / _ ~ % - in the address.' };
  return { ok: true, url: normalised };
}

/**
 * A sample with the reader's base URL in place of the spec's. The build writes the spec's
 * base URL exactly once in every sample, at the start of the request URL (its unit test checks),
 * so the first occurrence is the one to replace.
 */
export function withBaseUrl(source: string, specBaseUrl: string, baseUrl: string): string {
  if (baseUrl === specBaseUrl) return source;
  const at = source.indexOf(specBaseUrl);
  return at < 0 ? source : source.slice(0, at) + baseUrl + source.slice(at + specBaseUrl.length);
}
