/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Actions, Reporter } from 'gatsby';
import type { ApiPageContext } from '../../../content-model/api-spec';
import { createApiPage } from '../create-api-page';

const fixtures = path.join(__dirname, '../__fixtures__');
const projectDir = process.cwd();
let workDir = '';
beforeEach(() => {
  // The downloads go to public/openapi under the working directory: a test works in its own.
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-page-'));
  for (const name of ['valid-with-external-ref.yaml', 'status-schema.yaml']) fs.copyFileSync(path.join(fixtures, name), path.join(workDir, name));
  process.chdir(workDir);
});
afterEach(() => {
  process.chdir(projectDir);
  fs.rmSync(workDir, { recursive: true, force: true });
});

function gatsbyStandIns() {
  const pages: { path: string; context: ApiPageContext }[] = [];
  const warnings: string[] = [];
  const actions = { createPage: (page: { path: string; context: ApiPageContext }) => pages.push(page) } as unknown as Actions;
  const reporter = { warn: (m: string) => warnings.push(m), panic: (m: string) => { throw new Error(m); } } as unknown as Reporter;
  return { pages, warnings, actions, reporter };
}

describe('createApiPage, run again as gatsby develop does after each save', () => {
  it('makes the same page from an unchanged spec, warns once, and follows a changed spec', async () => {
    const { pages, warnings, actions, reporter } = gatsbyStandIns();
    const specFile = path.join(workDir, 'valid-with-external-ref.yaml');
    await createApiPage({ actions, reporter, specFile });
    fs.rmSync(path.join(workDir, 'public'), { recursive: true });
    await createApiPage({ actions, reporter, specFile });
    expect(pages).toHaveLength(2);
    expect(pages[1]).toEqual(pages[0]);
    expect(pages[0].context.downloads.map((d) => d.url)).toEqual(['/openapi/valid-with-external-ref.yaml', '/openapi/valid-with-external-ref.json']);
    // Written again after public/ was emptied.
    expect(fs.readFileSync(path.join(workDir, 'public/openapi/valid-with-external-ref.yaml'), 'utf8')).toContain('title: Fixture API');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('no-server-example.com');

    fs.writeFileSync(specFile, fs.readFileSync(specFile, 'utf8').replace('title: Fixture API', 'title: Renamed API'));
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(specFile, later, later);
    await createApiPage({ actions, reporter, specFile });
    expect(pages[2].context.spec.info.title).toBe('Renamed API');
    expect(JSON.parse(fs.readFileSync(path.join(workDir, 'public/openapi/valid-with-external-ref.json'), 'utf8')).info.title).toBe('Renamed API');
    expect(warnings).toHaveLength(2);
  });
});
