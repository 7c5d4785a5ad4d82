/**
 * Whether a Pagefind result really matches what was typed.
 *
 * Pagefind (1.x, pagefind_web's `find_word_extensions`) matches each query word against the index
 * words that start with it. When no index word does, it falls back to the longest index word that
 * the query word starts with, however short: "qqxzvvkw" matches the word "q" (of `grep -q`), and
 * "blorptang" the letter "B". A query word that matches nothing at all is dropped from the query, so
 * "snmp zzyzx" returns the pages about SNMP. Neither case scores low enough to cut off by score
 * ("blorptang" scored 8.2 where "netfl" scored 16 and "sweepin" 2.7).
 *
 * So the dialog checks, for each page it shows, the words Pagefind matched (its `locations` into the
 * page's `content`): every query word must share a long enough start with one of them. A prefix
 * ("netfl" → NetFlow), a plural or stem ("pollers" → poller) or a slip at the end of a word
 * ("snmpp", "retentoin") passes; a fallback to a word much shorter than the one typed does not.
 */

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** The query's words as Pagefind searches them: case and accents folded, punctuation removed ("/api/status" → "apistatus"). */
export function queryTerms(query: string): string[] {
  return fold(query)
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]+/gu, ''))
    .filter(Boolean);
}

/**
 * The forms under which Pagefind indexes a word of the page: the whole word without punctuation,
 * and the word from each of its parts on ("events.snmp.processed" is also "snmpprocessed" and
 * "processed"; "landsRetention" is also "retention").
 */
export function wordForms(word: string): string[] {
  const parts = word
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .map(fold)
    .filter(Boolean);
  return parts.map((_, i) => parts.slice(i).join(''));
}

const commonStart = (a: string, b: string) => {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
};

/** A query word without a common English ending, as a stemmer would see it ("running" → "run"). */
export function lightStem(term: string): string {
  const m = /^(.{3,}?)(?:ings|ing|ers|er|ed|es|s)$/.exec(term);
  if (!m) return term;
  const stem = m[1];
  return /(.)\1$/.test(stem) && stem.length > 3 ? stem.slice(0, -1) : stem;
}

/** Share of a query word that a matched word must start with: 60 %, and all of a word of 1 or 2 letters. */
export const MIN_SHARE = 0.6;

/** How many first letters of `term` a word of the page must share with it. */
export function lettersNeeded(term: string): number {
  const share = Math.max(Math.min(term.length, 2), Math.ceil(term.length * MIN_SHARE));
  return Math.min(share, Math.max(lightStem(term).length, 2));
}

export function termMatchesWord(term: string, word: string): boolean {
  const needed = lettersNeeded(term);
  return wordForms(word).some((form) => commonStart(term, form) >= needed);
}

/** The words of a page that Pagefind matched: its `content` split as Pagefind splits it for excerpts. */
export function matchedWords(content: string, locations: number[]): string[] {
  const words = content.split(/[^\S\uFEFF]+/);
  return [...new Set(locations.map((l) => words[l]).filter((w): w is string => Boolean(w)))];
}

/**
 * True when every word of the query matches one of the page's matched words. A page whose data
 * lists no locations (nothing to judge by) is kept.
 */
export function matchesQuery(query: string, page: { content?: string; locations?: number[] }): boolean {
  if (!page.content || !page.locations?.length) return true;
  const words = matchedWords(page.content, page.locations);
  return queryTerms(query).every((term) => words.some((word) => termMatchesWord(term, word)));
}
