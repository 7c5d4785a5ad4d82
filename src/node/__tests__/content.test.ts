/** @jest-environment node */
import path from 'path';
import { loadDocs } from '../docs/__tests__/read-docs';
import { loadSidebars } from '../site/sidebars/__tests__/load-sidebars';
import type { SidebarNode } from '../../content-model/sidebar';

/**
 * The documentation the site must have: every doc id, its sidebar label and the category path it
 * sits under; null for the four docs left out of the sidebar on purpose (listed with the reason in content/sidebars.yaml). A doc moved, renamed or dropped fails here.
 */
const EXPECTED: Record<string, [label: string, category: string] | null> = {
  intro: ['Why ServiceRadar', 'Overview'],
  architecture: ['Architecture', 'Overview'],
  cluster: ['Cluster', 'Overview'],
  quickstart: ['ServiceRadar Quickstart', 'Get Started'],
  'custom-checkers': ['Creating a Custom Checker Plugin', 'Get Started > Guides & Tutorials'],
  'srql-language-reference': ['ServiceRadar Query Language (SRQL) - Language Reference', 'Get Started > Guides & Tutorials'],
  'service-port-map': ['Service Port Map', 'Get Started > Guides & Tutorials'],
  'web-ui': ['Web UI Configuration', 'Get Started > Guides & Tutorials'],
  'rperf-monitoring': ['Network Performance Monitoring with rperf', 'Get Started > Showcases'],
  proton: ['Proton Configuration', 'Get Started > Showcases'],
  configuration: ['Configuration Basics', 'Get Started > HowTos'],
  'auth-configuration': ['Authentication Configuration', 'Get Started > HowTos'],
  'kv-configuration': ['KV Store Configuration', 'Get Started > HowTos'],
  sync: ['Sync Service Configuration', 'Get Started > HowTos'],
  'tls-security': ['TLS Security', 'Get Started > HowTos'],
  'self-signed': ['SSL Configuration for Nginx', 'Get Started > HowTos'],
  'spiffe-identity': ['SPIFFE / SPIRE', 'Get Started > HowTos'],
  'mcp-integration': ['MCP Integration', 'Get Started > HowTos'],
  'syn-scanner-tuning': ['Safely Tuning Linux for High-Speed SYN Scans', 'Get Started > HowTos'],
  snmp: ['SNMP', 'Get Data In'],
  syslog: ['Syslog', 'Get Data In'],
  netflow: ['NetFlow', 'Get Data In'],
  otel: ['OTEL', 'Get Data In'],
  discovery: ['Discovery', 'Get Data In'],
  'device-configuration': ['Device Configuration Reference', 'Get Data In'],
  armis: ['Armis', 'Integrations'],
  netbox: ['NetBox', 'Integrations'],
  installation: ['Bare Metal', 'Deployment'],
  'docker-setup': ['Docker', 'Deployment'],
  'helm-configuration': ['Kubernetes', 'Deployment'],
  // Generated from content/config-schemas (npm run docs:config-files), one per ServiceRadar config file.
  ...Object.fromEntries(
    [...['agent', 'core', 'datasvc', 'db-event-writer', 'dusk', 'mapper', 'poller', 'rperf', 'snmp', 'sweep', 'sync', 'trapd', 'web', 'zen-consumer'].map((n) => `${n}.json`), 'flowgger.toml', 'otel.toml'].map(
      (name) => [`reference/${name.replace('.', '-')}`, [name, 'Configuration Reference'] as [string, string]],
    ),
  ),
  'troubleshooting-guide': ['Troubleshooting Guide', 'Troubleshooting'],
  agents: ['Agents & Demo Operations', 'Development & Demo'],
  'runbooks/sysmonvm-e2e': ['SysmonVM End-to-End', 'Development & Demo'],
  'edge-agent-onboarding': null,
  'edge-onboarding': null,
  'spire-onboarding-plan': null,
  'runbooks/docker-compose-login-500': null,
};

const root = path.join(__dirname, '../../..');

function placements(items: SidebarNode[], trail: string[] = []): Map<string, [string, string]> {
  const out = new Map<string, [string, string]>();
  for (const item of items) {
    if (item.type === 'link' && item.docId) out.set(item.docId, [item.label, trail.join(' > ')]);
    if (item.type === 'category') for (const [k, v] of placements(item.items, [...trail, item.label])) out.set(k, v);
  }
  return out;
}

describe('documentation content', () => {
  const cwd = process.cwd();
  beforeAll(() => process.chdir(root));
  afterAll(() => process.chdir(cwd));

  it('has every doc of the spec, each with a title and a description, and no other', () => {
    const docs = loadDocs({ name: 'current', label: 'Next', docs: 'content/docs', sidebars: 'content/sidebars.yaml', mainDocId: 'intro', draftIds: [] }, '/docs', {
      includeDrafts: false,
    });
    expect(docs.map((d) => d.id).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const doc of docs) {
      expect(doc.frontmatter.title.length).toBeGreaterThan(3);
      expect(doc.frontmatter.description?.length ?? 0).toBeGreaterThan(20);
    }
  });

  it('places each doc in the sidebar under the label and category of its sheet', () => {
    const docs = loadDocs({ name: 'current', label: 'Next', docs: 'content/docs', sidebars: 'content/sidebars.yaml', mainDocId: 'intro', draftIds: [] }, '/docs', {
      includeDrafts: false,
    });
    const refs = new Map(docs.map((d) => [d.id, { id: d.id, route: d.route, title: d.frontmatter.title, sidebarLabel: d.frontmatter.sidebar_label }]));
    const [sidebar] = loadSidebars(path.join(root, 'content/sidebars.yaml'), refs, '/docs');
    const placed = placements(sidebar.items);
    for (const [id, expected] of Object.entries(EXPECTED)) {
      if (expected === null) expect(placed.has(id)).toBe(false);
      else expect([id, ...(placed.get(id) ?? [])]).toEqual([id, ...expected]);
    }
  });
});
