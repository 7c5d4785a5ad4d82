/**
 * Which page's own code scrolls to the URL hash. Redoc does on /api once it has mounted: it
 * listens to hashchange and scrolls each section to just below the navbar, and it takes the
 * offset over from CSS (scroll-padding-top is 0 meanwhile). Gatsby's router also scrolls to the
 * hash, one frame after a popstate (the Back button, a link to a hash): that scroll knows no
 * offset then, and when it came after Redoc's, the section sat under the navbar.
 */
let claim: { pathname: string } | undefined;

/**
 * The page at `pathname` scrolls to its own hash from now on; the returned function gives that
 * back (a later claim, by a remount of the same page too, is kept).
 */
export function claimHashScroll(pathname: string): () => void {
  const mine = { pathname };
  claim = mine;
  return () => {
    if (claim === mine) claim = undefined;
  };
}

type Location = { pathname: string; hash: string };

/**
 * For gatsby-browser's shouldUpdateScroll: false (Gatsby leaves the scroll alone) when only the
 * hash changed on a page that follows it itself; undefined (no opinion: the plugins' answer, or
 * Gatsby's own) otherwise.
 */
export function leaveHashScrollToPage(previous: Location | undefined, next: Location): false | undefined {
  if (!next.hash || !previous || previous.pathname !== next.pathname) return undefined;
  return claim?.pathname === next.pathname ? false : undefined;
}
