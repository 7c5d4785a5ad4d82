// Gatsby's router fork ships no types; only what the theme uses is declared.
declare module '@gatsbyjs/reach-router' {
  export function useLocation(): { pathname: string; search: string; hash: string };
}
