/**
 * Gatsby internal: the GATSBY_QUERY_ON_DEMAND environment variable of `gatsby develop`.
 *
 * Why no public API serves: Query on Demand has no option in gatsby-config; Gatsby turns it on
 * by setting this variable for develop (gatsby/dist/services/initialize.js, just before
 * onPreInit) and reads it afterwards (gatsby/dist/services/calculate-dirty-queries.js and
 * others). Gatsby itself deletes it in CI; deleting it from onPreInit is the only way a site
 * can do the same.
 *
 * Why it is turned off: `gatsby develop` lost a new doc saved just before the browser's first
 * visit (issue #27). Gatsby holds a new node for up to 500 ms in a batch owned by a child of its
 * develop state machine; with Query on Demand, the visit asks for a page whose query has not
 * run yet, and the machine leaves its waiting state to run it, stopping that child with the
 * batch in it. The File node was never made, and a sidebar naming the doc then stayed invalid.
 * Without the variable, as in CI, develop runs every dirty query after a change, so no page
 * request sends the machine on while a batch waits. Canary: __tests__/query-on-demand.test.ts.
 */
export const QUERY_ON_DEMAND_VARIABLE = 'GATSBY_QUERY_ON_DEMAND';

/** Called from onPreInit in `gatsby develop`. */
export function withoutQueryOnDemand(): void {
  delete process.env[QUERY_ON_DEMAND_VARIABLE];
}
