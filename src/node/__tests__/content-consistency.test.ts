/** @jest-environment node */
import path from 'path';
import { checkContent, checkSources, listDocs, loadConventions, portMentions } from './content-checks';

/**
 * Content that works when copied (issue #18) and true to the code (issue #30). The canonical values
 * live in content/conventions.yaml, each with the line of the ServiceRadar source it comes from;
 * content-checks.ts holds the checks. Each check is also run on a small bad fixture, so a check that
 * silently stops finding anything fails here too.
 */
const root = path.join(__dirname, '../../..');
const conventions = loadConventions(root);
const docs = listDocs(root, 'content/docs');
const result = checkContent(root, docs, conventions);

describe('content/docs', () => {
  it('finds the docs', () => {
    expect(docs.length).toBeGreaterThan(30);
  });

  it('every json, yaml and toml block parses', () => {
    expect(result.parse).toEqual([]);
  });

  it('every value in content/conventions.yaml names its source in the ServiceRadar repository', () => {
    expect(checkSources(conventions)).toEqual([]);
  });

  it('values repeated across pages agree with content/conventions.yaml', () => {
    expect(result.agreement).toEqual([]);
  });

  it('every point-in-time SRQL example has a time: window', () => {
    expect(result.srql).toEqual([]);
  });

  it('commands that touch root-owned paths or change a unit use sudo', () => {
    expect(result.sudo).toEqual([]);
  });
});

describe('the checks fail on bad input, naming file and line', () => {
  const fixture = 'src/node/__tests__/__fixtures__/content-consistency';
  const bad = checkContent(root, listDocs(root, fixture), conventions);
  const a = `${fixture}/a.mdx`;
  const b = `${fixture}/b.mdx`;

  it('reports blocks that do not parse', () => {
    expect(bad.parse).toEqual([
      expect.stringMatching(new RegExp(`^${a}:9: json block does not parse`)),
      expect.stringMatching(new RegExp(`^${a}:15: yaml block does not parse`)),
      expect.stringMatching(new RegExp(`^${a}:20: toml block does not parse`)),
    ]);
  });

  it('reports a disagreement with both files and lines', () => {
    expect(bad.agreement).toEqual(
      expect.arrayContaining([
        `${b}:8: datasvc nats_url is "nats://192.0.2.23:4222" but ${a}:28 has "nats://127.0.0.1:4222"; content/conventions.yaml says "nats://127.0.0.1:4222"`,
        `${b}:11: datasvc nats_security.server_name is "192.0.2.23" but ${a}:31 has "nats-serviceradar"; content/conventions.yaml says "nats-serviceradar"`,
        `${b}:9: datasvc security.role is "kv" but ${a}:29 has "datasvc"; content/conventions.yaml says "datasvc"`,
        expect.stringMatching(new RegExp(`^${b}:19: NATS systemd unit is "nats" but ${a}:39 has "serviceradar-nats"`)),
        expect.stringMatching(new RegExp(`^${b}:8: NATS URLs is "nats://192.0.2.23:4222"`)),
        expect.stringMatching(new RegExp(`^${b}:20: NATS URLs is "tls://localhost:4222"`)),
        expect.stringMatching(new RegExp(`^${b}:25: certificate file names is "kv-client.pem"`)),
        expect.stringMatching(new RegExp(`^${b}:29: port of dusk_checker is "50052" but ${a}:42 has "50082"`)),
      ]),
    );
    expect(bad.agreement).toHaveLength(8);
  });

  it('reports SRQL examples without a time window', () => {
    expect(bad.srql).toEqual([`${b}:33: SRQL query has no time: window: in:devices sort:last_seen:desc`]);
  });

  it('reports commands that need sudo, with the exceptions', () => {
    expect(bad.sudo).toEqual([
      expect.stringMatching(new RegExp(`^${b}:38: cd into a root-owned directory`)),
      expect.stringMatching(new RegExp(`^${b}:39: command touches root-owned /etc/serviceradar/certs without sudo`)),
      expect.stringMatching(new RegExp(`^${b}:40: command touches root-owned /root/ without sudo`)),
      expect.stringMatching(new RegExp(`^${b}:42: systemctl changes a unit's state and needs sudo`)),
      expect.stringMatching(new RegExp(`^${b}:43: the shell, not sudo, opens /etc/serviceradar/certs`)),
    ]);
  });

  it('reports values without a source, malformed sources and sources for nothing, naming the key', () => {
    const bad = {
      source_commit: 'b89ec1088',
      nats: {
        canonical: 'kv-configuration#nats-server-configuration',
        listen: '127.0.0.1:4222',
        server_name: 'nats-serviceradar',
        urls: ['nats://127.0.0.1:4222', 'tls://127.0.0.1:4222'],
        sources: { listen: 'packaging/nats/config/nats-server.conf', urls: { 'nats://127.0.0.1:4222': 'a.json:3' }, bucket: 'x.json:1' },
      },
      ports: { agent: { ports: [50051, 50052], names: ['Agent'], sources: { 50051: 'packaging/agent/config/agent.json:3', 4222: 'y:1' } } },
      root_owned_paths: ['/root/'],
      not_in_code: { 'nats.urls[tls://127.0.0.1:4222]': 'the NATS CLI scheme', systemctl_verbs_needing_root: '' },
    };
    expect(checkSources(bad, 'x.yaml')).toEqual([
      'x.yaml: not_in_code.systemctl_verbs_needing_root: give the reason the code does not decide this value',
      'x.yaml: nats.listen: source "packaging/nats/config/nats-server.conf" is not "path:line" or { at: "path:line", match: "token" }',
      'x.yaml: nats.server_name: no source; add "path:line" in the ServiceRadar repository (or a reason under not_in_code)',
      'x.yaml: nats.sources.bucket: source for a value the section does not hold',
      'x.yaml: ports.agent[50052]: no source; add "path:line" in the ServiceRadar repository (or a reason under not_in_code)',
      'x.yaml: ports.agent[4222]: source for a port the entry does not list',
      'x.yaml: root_owned_paths: a section must be a map with a sources: map (or be named under not_in_code)',
    ]);
  });

  it('reads a port only right after a component name', () => {
    expect(portMentions('the Dusk checker listens on 50082 and the agent on 50051', conventions.ports)).toEqual([
      { component: 'dusk_checker', allowed: ['50082'], value: '50082' },
    ]);
    expect(portMentions('Checkers: SNMP :50054, Dusk :50052', conventions.ports)).toEqual([
      { component: 'snmp_checker', allowed: ['50054'], value: '50054' },
      { component: 'dusk_checker', allowed: ['50082'], value: '50052' },
    ]);
  });
});
