/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { contentMemo } from '../content-memo';

const project = process.cwd();
let dir = '';
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'memo-'));
  process.chdir(dir);
});
afterEach(() => {
  process.chdir(project);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('contentMemo', () => {
  it('remembers a value by content across runs, and only under the same salt', () => {
    const first = contentMemo<string[]>('test', 'salt-1');
    expect(first.get('# Doc')).toBeUndefined();
    first.set('# Doc', ['a', 'b']);
    first.save();
    expect(contentMemo<string[]>('test', 'salt-1').get('# Doc')).toEqual(['a', 'b']);
    expect(contentMemo<string[]>('test', 'salt-1').get('# Doc, edited')).toBeUndefined();
    expect(contentMemo<string[]>('test', 'mermaid 11.18.0').get('# Doc')).toBeUndefined();
  });

  it('drops what a run did not use, so it does not grow with deleted files', () => {
    const first = contentMemo<boolean>('test', 's');
    first.set('kept', true);
    first.set('deleted', true);
    first.save();
    const second = contentMemo<boolean>('test', 's');
    expect(second.get('kept')).toBe(true);
    second.save();
    const third = contentMemo<boolean>('test', 's');
    expect(third.get('kept')).toBe(true);
    expect(third.get('deleted')).toBeUndefined();
  });

  it('starts empty when its file is unreadable', () => {
    fs.mkdirSync('node_modules/.cache/content-memo', { recursive: true });
    fs.writeFileSync('node_modules/.cache/content-memo/test.json', '{ not json');
    expect(contentMemo<boolean>('test', 's').get('x')).toBeUndefined();
  });
});
