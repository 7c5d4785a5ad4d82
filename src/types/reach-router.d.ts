// Gatsby's router fork ships no types; only what the theme and its tests use is declared.
declare module '@gatsbyjs/reach-router' {
  import type { ReactNode } from 'react';
  export type History = { location: { pathname: string } };
  export function useLocation(): { pathname: string; search: string; hash: string };
  export function createMemorySource(path: string): unknown;
  export function createHistory(source: unknown): History;
  export function LocationProvider(props: { history: History; children: ReactNode }): JSX.Element;
}
