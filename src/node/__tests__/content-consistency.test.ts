/** @jest-environment node */
import path from 'path';
import { checkContent, listDocs, loadConventions, portMentions } from './content-checks';

/**
 * Content that works when copied (issue #18). The canonical values live in content/conventions.yaml;
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
        `${b}:10: datasvc security.server_name is "192.0.2.23" but ${a}:30 has "nats-serviceradar"; content/conventions.yaml says "nats-serviceradar"`,
        `${b}:11: datasvc security.role is "kv" but ${a}:31 has "datasvc"; content/conventions.yaml says "datasvc"`,
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

  it('reads a port only right after a component name', () => {
    expect(portMentions('the Dusk checker listens on 50082 and the agent on 50051', conventions.ports)).toEqual([
      { component: 'dusk_checker', allowed: ['50082'], value: '50082' },
    ]);
    expect(portMentions('Checkers: SNMP :50054, Dusk :50052', conventions.ports)).toEqual([
      { component: 'snmp_checker', allowed: ['50080'], value: '50054' },
      { component: 'dusk_checker', allowed: ['50082'], value: '50052' },
    ]);
  });
});
