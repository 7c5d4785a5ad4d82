export type SourceEntry = { key: string; value: string; path: string; line: number; match?: string };
export function listSources(conventions: unknown): { entries: SourceEntry[]; errors: string[] };
export function checkSources(entries: SourceEntry[], read: (path: string) => string | null): string[];
export function parseRef(raw: unknown): { path: string; line: number; match?: string } | null;
