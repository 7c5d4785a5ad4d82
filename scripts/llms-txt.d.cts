export type LlmsTxtLink = { title: string; url: string; notes: string | null };
export type LlmsTxt = { title: string; summary: string | null; details: string; sections: { title: string; links: LlmsTxtLink[] }[] };
export function parseLlmsTxt(text: string): LlmsTxt;
