import path from 'path';
import { checkConfigBlock, configBlockProblems, configSchemas, targetOf } from '../check';
import { mdxParser } from '../../remark/mdx-parser';

const schemas = configSchemas(path.join(__dirname, '..', '__fixtures__', 'schemas'));
const whole = { name: 'poller.json', at: [], whole: true, excerpt: false };

describe('which code blocks are config blocks', () => {
  it('a json block titled with a known file, or marked config="file[:key.path]"', () => {
    expect(targetOf('json', 'title="/etc/serviceradar/poller.json"', schemas.names)).toEqual(whole);
    expect(targetOf('json', 'title="poller.json (excerpt)"', schemas.names)).toEqual({ ...whole, whole: false, excerpt: true });
    expect(targetOf('diff-json', 'title="/etc/serviceradar/poller.json" excerpt', schemas.names)).toEqual({ ...whole, whole: false, excerpt: true });
    expect(targetOf('json', 'config="poller.json:agents.*.security"', schemas.names)).toEqual({ name: 'poller.json', at: ['agents', '*', 'security'], whole: false, excerpt: true });
    expect(targetOf('json', 'title="/etc/serviceradar/mapper.docker.json"', schemas.names)).toBeNull();
    expect(targetOf('bash', 'title="/etc/serviceradar/poller.json"', schemas.names)).toBeNull();
    expect(targetOf('json', 'config="pollr.json"', schemas.names)).toEqual({ problem: expect.stringContaining('names no known config file: use one of flow.toml, poller.json') });
  });
});

describe('a config block against its schema', () => {
  it('passes a right whole file, with placeholders for any type', () => {
    const text = JSON.stringify({ core_address: '<core-host>:50052', agents: { a: { address: '10.0.0.2:50051', port: '<port>', security: { mode: 'mtls', role: 'poller', tls: { cert_file: 'p.pem', key_file: 'k.pem', ca_file: 'r.pem' } } } } }, null, 2);
    expect(checkConfigBlock('json', text, whole, schemas)).toEqual([]);
  });

  it('names each problem with its line, key path and fix: unknown key with the nearest, type, value, missing key', () => {
    const text = [
      '{', // 0
      '  "core_adress": "core:50052",', // 1
      '  "log_level": "verbose",', // 2
      '  "agents": {', // 3
      '    "a": {', // 4
      '      "address": "10.0.0.2:50051",', // 5
      '      "port": "50051",', // 6
      '      "security": { "mode": "mTLS-ish", "role": "poller" }', // 7
      '    }',
      '  }',
      '}',
    ].join('\n');
    expect(checkConfigBlock('json', text, whole, schemas)).toEqual([
      { line: 0, message: 'poller.json example: "core_address" is missing, and the code needs it: add it, or if the block shows only part of the file, say excerpt in its meta' },
      { line: 1, message: 'poller.json example: unknown key "core_adress": did you mean "core_address"? (the code ignores keys it does not know; poller.json\'s keys are listed on its reference page)' },
      { line: 2, message: 'poller.json example: log_level: "verbose" is not a value the code accepts: use one of "debug", "info"' },
      { line: 6, message: 'poller.json example: agents.a.port: "50051" is a string, but the code reads integer here' },
      { line: 7, message: 'poller.json example: agents.a.security.mode: "mTLS-ish" is not a value the code accepts: use one of "none", "mtls", "spiffe"' },
    ]);
  });

  it('reads an excerpt cut from a file, and a diff as the file after the change', () => {
    const excerpt = { ...whole, whole: false, excerpt: true };
    expect(checkConfigBlock('json', '  "poll_interval": "30s",\n  "log_level": "info",', excerpt, schemas)).toEqual([]);
    expect(checkConfigBlock('json', '  "poll_intervl": "30s",', excerpt, schemas).map((p) => p.message)).toEqual([expect.stringContaining('unknown key "poll_intervl": did you mean "poll_interval"?')]);
    const diff = ['   "agents": {', '     "a": {', '-      "adress": "x"', '+      "address": "x",', '+      "prt": 1'].join('\n');
    expect(checkConfigBlock('diff-json', diff, excerpt, schemas)).toEqual([{ line: 4, message: expect.stringContaining('agents.a: unknown key "prt": did you mean "port"?') }]);
  });

  it('checks a piece of a file at its key path', () => {
    const piece = { name: 'poller.json', at: ['agents', '*', 'security'], whole: false, excerpt: true };
    expect(checkConfigBlock('json', '{ "mode": "spiffe", "trust_domain": "example.org" }', piece, schemas)).toEqual([]);
    expect(checkConfigBlock('json', '{ "mode": "spiffe", "trustdomain": "example.org" }', piece, schemas).map((p) => p.message)).toEqual([
      expect.stringContaining('agents.security: unknown key "trustdomain": did you mean "trust_domain"?'),
    ]);
    expect(checkConfigBlock('json', '{}', { ...piece, at: ['agent'] }, schemas)).toEqual([{ line: 0, message: 'config="poller.json:agent": poller.json has no key "agent" there (did you mean "agents"?)' }]);
  });

  it('says when a whole file is not JSON', () => {
    expect(checkConfigBlock('json', '{\n  "core_address": "x",\n  ...\n}', whole, schemas)).toEqual([{ line: 2, message: expect.stringMatching(/^poller\.json example is not JSON \(\w+\): fix it, or if it is lines cut from the file, say excerpt/) }]);
  });
});

describe('a TOML config block', () => {
  const toml = { name: 'flow.toml', at: [], whole: false, excerpt: true };

  it('is a toml block titled with a .toml file', () => {
    expect(targetOf('toml', 'title="/etc/serviceradar/flow.toml (excerpt)"', schemas.names)).toEqual(toml);
    expect(targetOf('json', 'title="/etc/serviceradar/flow.toml"', schemas.names)).toBeNull();
    expect(targetOf('json', 'config="flow.toml"', schemas.names)).toEqual({ problem: expect.stringContaining("flow.toml's examples are toml") });
  });

  it('names each problem on the line of its key, under its table', () => {
    const text = ['[input]', 'listen = "0.0.0.0:514"', 'formt = "rfc5424"', 'queuesize = "big"', '', '[output]', 'format = "x"'].join('\n');
    expect(checkConfigBlock('toml', text, toml, schemas)).toEqual([
      { line: 2, message: expect.stringContaining('input: unknown key "formt": did you mean "format"?') },
      { line: 3, message: 'flow.toml example: input.queuesize: "big" is a string, but the code reads integer here' },
      { line: 5, message: expect.stringContaining('unknown key "output"') },
    ]);
    expect(checkConfigBlock('toml', '[input]\nformat = "gelf"', toml, schemas)).toEqual([{ line: 1, message: 'flow.toml example: input.format: "gelf" is not a value the code accepts: use one of "rfc3164", "rfc5424"' }]);
  });

  it('says where a block is not TOML', () => {
    expect(checkConfigBlock('toml', '[input]\nlisten = ', toml, schemas)).toEqual([{ line: 1, message: expect.stringMatching(/^flow\.toml example is not TOML/) }]);
  });
});

describe('config blocks in a doc', () => {
  it('gives each problem the line of the doc it is on', () => {
    const doc = ['# Poller', '', 'Text.', '', '```json title="/etc/serviceradar/poller.json (excerpt)"', '{', '  "log_level": "loud"', '}', '```', ''].join('\n');
    expect(configBlockProblems(mdxParser().parse(doc) as never, schemas)).toEqual(['line 7: poller.json example: log_level: "loud" is not a value the code accepts: use one of "debug", "info"']);
  });
});
