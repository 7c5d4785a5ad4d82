/** Types of fixture.cjs for the TypeScript tests. */
export const FIXTURES: string;
export function caseNames(): string[];
export function materialize(name: string, target: string): string;
export function merge(base: unknown, over: unknown): unknown;
