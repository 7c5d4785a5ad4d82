/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { fillDiagrams } from '../diagrams';

// The render cache is read from <cwd>/node_modules/.cache/mermaid-svg: a temporary directory here.
const projectDir = process.cwd();
let dir = '';
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fill-diagrams-'));
  process.chdir(dir);
  fs.mkdirSync('node_modules/.cache/mermaid-svg', { recursive: true });
  fs.writeFileSync('node_modules/.cache/mermaid-svg/aaaa.svg', '<svg id="mermaid-aaaa" viewBox="0 0 200 100"><text>A</text></svg>');
  fs.writeFileSync('node_modules/.cache/mermaid-svg/bbbb.svg', '<svg id="mermaid-bbbb" viewBox="0 0 1000 100"><text>B</text></svg>');
});
afterAll(() => {
  process.chdir(projectDir);
  fs.rmSync(dir, { recursive: true, force: true });
});

const placeholder = (key: string, attributes = '') => `<div class="mermaid-diagram only-light" data-mermaid-key="${key}"${attributes}></div>`;

describe('fillDiagrams', () => {
  it('puts each SVG into its placeholder and hands it to the publisher; a wide one (scrolling on a phone) takes keyboard focus', () => {
    const published: string[] = [];
    const { html, filled } = fillDiagrams(`<p>x</p>${placeholder('aaaa')}${placeholder('bbbb')}${placeholder('aaaa')}`, 'public/x/index.html', (key) => published.push(key));
    expect(filled).toBe(3);
    expect(published).toEqual(['aaaa', 'bbbb', 'aaaa']);
    expect(html).toBe(
      '<p>x</p>' +
        '<div class="mermaid-diagram only-light" data-mermaid-key="aaaa"><svg style="min-width: 150px;" id="mermaid-aaaa" viewBox="0 0 200 100"><text>A</text></svg></div>' +
        '<div class="mermaid-diagram only-light" data-mermaid-key="bbbb" tabindex="0"><svg style="min-width: 750px;" id="mermaid-bbbb" viewBox="0 0 1000 100"><text>B</text></svg></div>' +
        '<div class="mermaid-diagram only-light" data-mermaid-key="aaaa"><svg style="min-width: 150px;" id="mermaid-aaaa" viewBox="0 0 200 100"><text>A</text></svg></div>',
    );
  });

  it('keeps a tabindex the placeholder already has', () => {
    const { html } = fillDiagrams(placeholder('bbbb', ' tabindex="-1"'), 'public/x/index.html', () => {});
    expect(html.startsWith('<div class="mermaid-diagram only-light" data-mermaid-key="bbbb" tabindex="-1"><svg')).toBe(true);
  });

  it('names the page and the key of a diagram with no rendering', () => {
    expect(() => fillDiagrams(placeholder('cccc'), 'public/x/index.html', () => {})).toThrow('public/x/index.html: mermaid diagram cccc: no rendering in node_modules/.cache/mermaid-svg');
  });
});
