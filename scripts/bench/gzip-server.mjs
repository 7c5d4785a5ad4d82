// The bench, the budgets test and the Lighthouse test measure the site exactly as
// `npm run serve` serves it (scripts/serve.mjs): the same routing, the same _headers
// (CSP, caching, content types) and the same gzip. A second server with its own MIME
// table and cache rule would measure a site nobody runs.
export { GZIP_LEVEL, startStaticSite as startGzipSite } from '../serve.mjs';
