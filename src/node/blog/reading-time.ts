/** Words a reader gets through in a minute of technical prose (the reading-time package's default). */
export const WORDS_PER_MINUTE = 200;

/** MDX-only syntax that is not read: import/export lines and JSX comments. */
function readableText(body: string): string {
  return body
    .replace(/^(import|export)\s[^\n]*$/gm, ' ')
    .replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/\]\([^)]*\)/g, ']');
}

export function countWords(body: string): number {
  return readableText(body).match(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Whole minutes, rounded up, at least one: "5 min read". Code counts: readers read it too. */
export function readingTime(body: string, wordsPerMinute = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.ceil(countWords(body) / wordsPerMinute));
}
