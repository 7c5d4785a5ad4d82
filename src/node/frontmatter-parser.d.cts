export function splitFrontmatter(source: string): { yaml: string | null; body: string; block: string };
export function parseFrontmatter(source: string): { data: Record<string, unknown>; body: string; errors: string[] };
