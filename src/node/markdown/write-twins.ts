import fs from 'fs';
import path from 'path';
import type { Reporter } from 'gatsby';
import { buildTwinFiles, type NodeHelpers } from './twins';

/** Writes every twin, /llms.txt and /llms-full.txt into public/. Returns what was written, for the report. */
export async function writeTwins(reporter: Reporter, helpers: NodeHelpers, publicDir = path.resolve('public')): Promise<void> {
  const files = await buildTwinFiles(helpers);
  for (const file of files) {
    const target = path.join(publicDir, file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.text);
  }
  const twins = files.filter((f) => f.path.endsWith('.md')).length;
  reporter.info(`Markdown: ${twins} page twin(s) (.md), ${files.length - twins} llms file(s)`);
}
