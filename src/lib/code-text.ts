/**
 * What the copy button of a ```diff block copies: the code after the change. Removed lines
 * (`-`) are left out, and the marker column (`+`, or the space of an unchanged line) is taken
 * off the others, so the reader pastes what the file should now hold. A line without a marker
 * (a `@@` hunk header is the only kind a unified diff has) is left out too.
 */
export function afterDiff(text: string): string {
  return text
    .split('\n')
    .flatMap((line) => (line.startsWith('+') || line.startsWith(' ') ? [line.slice(1)] : line === '' ? [''] : []))
    .join('\n');
}
