// Queries an operator would type, each with the page (or the section of a page: `#anchor`) that
// must be among the first three pages of results. e2e/search.test.mjs checks the table itself
// (at least 20 queries, none twice, every target page and anchor present in the built site),
// then types each into the search dialog of the built site.
export const SEARCH_QUERIES = [
  { query: 'snmp', expect: '/docs/snmp' },
  { query: 'rperf port', expect: '/docs/rperf-monitoring' },
  { query: 'login 500', expect: '/docs/runbooks/docker-compose-login-500' },
  { query: 'jwt', expect: '/docs/web-ui#jwt--kong-gateway' },
  { query: 'spiffe', expect: '/docs/spiffe-identity' },
  { query: 'netflow', expect: '/docs/netflow' },
  { query: 'proton retention', expect: '/docs/proton#retention' },
  { query: 'GET /api/status', expect: '/api#tag/System/operation/getSystemStatus' },
  { query: 'syslog', expect: '/docs/syslog' },
  { query: 'sweep', expect: '/docs/configuration#network-sweep' },
  { query: 'kv store', expect: '/docs/kv-configuration' },
  { query: 'tls certificates', expect: '/docs/tls-security' },
  { query: 'helm values', expect: '/docs/helm-configuration#values-reference' },
  { query: 'srql', expect: '/docs/srql-language-reference' },
  { query: 'syn scan', expect: '/docs/syn-scanner-tuning' },
  { query: 'netbox', expect: '/docs/netbox' },
  { query: 'armis', expect: '/docs/armis' },
  { query: 'otel', expect: '/docs/otel' },
  { query: 'mcp', expect: '/docs/mcp-integration' },
  { query: 'nginx ssl', expect: '/docs/self-signed' },
  { query: 'trap rules', expect: '/docs/snmp#default-trap-rules' },
  { query: 'cors', expect: '/docs/auth-configuration#cors-configuration' },
  { query: 'conntrack', expect: '/docs/syn-scanner-tuning' },
  { query: 'poller metrics', expect: '/api#tag/Metrics/operation/getPollerMetrics' },
  { query: 'ubiquiti', expect: '/blog/monitoring-ubiquiti-with-serviceradar-snmp' },
  { query: 'tcp scanner go', expect: '/blog/blazing-fast-go-syn-scanner' },
  { query: 'install debian', expect: '/docs/installation' },
  { query: 'port map', expect: '/docs/service-port-map' },
];

// Queries with no real match: Pagefind alone answers some of them with a page, by falling back to a
// much shorter word the query starts with ("qqxzvvkw" → the "q" of `grep -q`) or by dropping a word
// that matches nothing ("snmp zzyzx" → the SNMP pages). The dialog must say "No results for …".
export const NONSENSE_QUERIES = [
  'qqxzvvkw',
  'zzyzx quorble',
  'xkcdqwv',
  'blorptang',
  'asdfghjkl',
  'qwertyuiop',
  'vvvvvv',
  'jjkkll',
  'flurbnax',
  'wibble wobble',
  'lorem ipsum',
  'snmp zzyzx',
];

// Near misses a reader expects to work: prefixes, plurals, accents and capitals, a slip at the end
// of a word. Each must still find its page among the first three.
export const NEAR_MISS_QUERIES = [
  { query: 'netfl', expect: '/docs/netflow' },
  { query: 'netflows', expect: '/docs/netflow' },
  { query: 'snmpp', expect: '/docs/snmp' },
  { query: 'spiff', expect: '/docs/spiffe-identity' },
  { query: 'syslogs', expect: '/docs/syslog' },
  { query: 'RÉTENTION', expect: '/docs/proton' },
  { query: 'proton retentoin', expect: '/docs/proton' },
  { query: 'helm valuez', expect: '/docs/helm-configuration' },
  { query: 'srql languag', expect: '/docs/srql-language-reference' },
  { query: 'sweepin', expect: '/docs/configuration' },
  { query: 'tls certs', expect: '/docs/tls-security' },
  { query: 'trap rule', expect: '/docs/snmp' },
];
