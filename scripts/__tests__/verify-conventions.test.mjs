// scripts/verify-conventions.mjs: each value of content/conventions.yaml against the line of the
// ServiceRadar source it cites. CI has no ServiceRadar checkout, so the repository here is a tiny
// in-memory fixture standing in for `git show <commit>:<path>`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { verifyConventions } from '../verify-conventions.mjs';

const repo = {
  'packaging/nats/config/nats-server.conf': '# NATS\nlisten: 127.0.0.1:4222\nserver_name: nats-serviceradar\n',
  'packaging/datasvc/config/datasvc.json': '{\n  "listen_addr": ":50057",\n  "nats_url": "nats://127.0.0.1:4222"\n}\n',
  'packaging/specs/serviceradar-nats.spec': 'install serviceradar-nats.service\nchmod 750 /etc/serviceradar/certs/\n',
};
const read = (file) => repo[file] ?? null;

const conventions = (overrides = {}) => ({
  source_commit: 'b89ec1088',
  nats: {
    canonical: 'kv-configuration#nats-server-configuration',
    listen: '127.0.0.1:4222',
    server_name: 'nats-serviceradar',
    sources: { listen: 'packaging/nats/config/nats-server.conf:2', server_name: 'packaging/nats/config/nats-server.conf:3' },
    ...overrides.nats,
  },
  ports: { datasvc: { ports: [50057], names: ['datasvc'], sources: { 50057: 'packaging/datasvc/config/datasvc.json:2' } } },
  root_owned_paths: {
    paths: ['/etc/serviceradar/certs'],
    sources: { paths: { '/etc/serviceradar/certs': { at: 'packaging/specs/serviceradar-nats.spec:2', match: 'chmod 750' } } },
  },
});

describe('verify-conventions', () => {
  it('passes when every cited line holds its value or its match token', () => {
    assert.deepEqual(verifyConventions(conventions(), read), { checked: 4, problems: [] });
  });

  it('names the key, file and line of a value its line does not hold', () => {
    const c = conventions({ nats: { server_name: 'nats-edge' } });
    assert.deepEqual(verifyConventions(c, read).problems, [
      'nats.server_name: packaging/nats/config/nats-server.conf:3 does not contain "nats-edge"; the line is: server_name: nats-serviceradar',
    ]);
  });

  it('reports a line that moved, a line past the end and a file that does not exist', () => {
    const c = conventions();
    c.nats.sources.listen = 'packaging/nats/config/nats-server.conf:3';
    c.nats.sources.server_name = 'packaging/nats/config/nats-server.conf:40';
    c.ports.datasvc.sources[50057] = 'packaging/datasvc/config/missing.json:2';
    c.root_owned_paths.sources.paths['/etc/serviceradar/certs'].match = 'chmod 700';
    assert.deepEqual(verifyConventions(c, read).problems, [
      'nats.listen: packaging/nats/config/nats-server.conf:3 does not contain "127.0.0.1:4222"; the line is: server_name: nats-serviceradar',
      'nats.server_name: packaging/nats/config/nats-server.conf:40 is past the end of the file (4 lines)',
      'ports.datasvc[50057]: packaging/datasvc/config/missing.json does not exist at the source commit',
      'root_owned_paths.paths[/etc/serviceradar/certs]: packaging/specs/serviceradar-nats.spec:2 does not contain "chmod 700"; the line is: chmod 750 /etc/serviceradar/certs/',
    ]);
  });

  it('reports a value with no source before checking lines', () => {
    const c = conventions();
    delete c.nats.sources.server_name;
    assert.deepEqual(verifyConventions(c, read), {
      checked: 3,
      problems: ['nats.server_name: no source; add "path:line" in the ServiceRadar repository (or a reason under not_in_code)'],
    });
  });

  it('the command refuses to run without a git directory', () => {
    const r = spawnSync(process.execPath, ['scripts/verify-conventions.mjs'], { encoding: 'utf8' });
    assert.equal(r.status, 2);
    assert.match(r.stderr, /^usage: node scripts\/verify-conventions\.mjs <path-to-serviceradar-git-dir>/);
  });
});
