/**
 * A Prism grammar for SRQL, ServiceRadar's key:value query language, so SRQL examples
 * are highlighted like every other language. Keywords are SRQL's reserved keys; values
 * may be quoted strings, time ranges, lists in parentheses and LIKE wildcards.
 */
type PrismLike = { languages: Record<string, unknown> };

const SRQL_KEYWORDS = ['in', 'time', 'timeFrame', 'sort', 'limit', 'stats', 'window', 'having', 'stream', 'mode'];
const SRQL_FUNCTIONS = ['count', 'count_distinct', 'sum', 'avg', 'min', 'max', 'p50', 'p90', 'p95', 'p99'];

export function registerSrql(prism: PrismLike): void {
  prism.languages.srql = {
    string: { pattern: /"(?:\\.|[^"\\])*"/, greedy: true },
    'time-range': { pattern: /\[[^\]\n]*\]/, alias: 'string' },
    keyword: { pattern: new RegExp(`(^|[\\s(])(?:${SRQL_KEYWORDS.join('|')})(?=:)`), lookbehind: true },
    negation: { pattern: /(^|[\s(])!(?=[\w.]+:)/, lookbehind: true, alias: 'operator' },
    property: { pattern: /(^|[\s(])[A-Za-z_][\w.]*(?=:)/, lookbehind: true },
    function: new RegExp(`\\b(?:${SRQL_FUNCTIONS.join('|')})(?=\\()`),
    'time-literal': { pattern: /\blast_\d+[smhdw]\b|\b(?:today|yesterday)\b|\b\d+[smhd]\b/, alias: 'number' },
    wildcard: { pattern: /%/, alias: 'operator' },
    boolean: /\b(?:true|false)\b/,
    number: /\b\d+(?:\.\d+)?\b/,
    operator: /[:<>=!]=?|\bby\b|\bas\b|\b(?:asc|desc)\b/,
    punctuation: /[(),]/,
  };
}
