import fs from 'fs';
import path from 'path';
import type { Reporter } from 'gatsby';
import { overlay } from '../../gatsby-internals/develop-overlay';
import { ValidationError } from '../../lib/validation-error';
import { readFrontmatter } from '../frontmatter';
import { processState } from '../process-state';
import { sourcePathOf } from './sources';

/**
 * Problems found while content nodes are created, kept per file and stage until that file
 * is read again. `gatsby build` reports them all at once from createPages, with the problems
 * between files, and stops; `gatsby develop` reports them after each change instead of
 * stopping, and keeps serving every page that is still valid.
 */
const entries = processState.fileProblems;

const failedDocs = processState.failedDocs;

export function setProblems(stage: string, file: string, problems: string[]): void {
  const key = `${stage}\u0000${file}`;
  if (problems.length) entries.set(key, { file, problems });
  else entries.delete(key);
}

/**
 * `gatsby develop`, from a Markdown file's File node: gatsby-plugin-mdx makes no Mdx node for a
 * file whose frontmatter is not YAML (its parser throws), so that problem is recorded here, with
 * its line, and the file's content problems are cleared. A build stops in the plugin first.
 */
export function recordFrontmatterProblems(absolutePath: string): void {
  if (process.env.NODE_ENV !== 'development') return;
  try {
    readFrontmatter(fs.readFileSync(absolutePath, 'utf8'), sourcePathOf(absolutePath));
    setProblems('frontmatter', absolutePath, []);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    setProblems('frontmatter', absolutePath, error.lines());
    setProblems('content', absolutePath, []);
  }
}

export function setFailedDoc(file: string, failed: { version: string; id: string } | null): void {
  if (failed) failedDocs.set(file, failed);
  else failedDocs.delete(file);
}

export function failedDocIds(version: string): string[] {
  return [...failedDocs.entries()].filter(([file, f]) => f.version === version && fs.existsSync(file)).map(([, f]) => f.id);
}

/** Every problem of files that still exist (a deleted file takes its problems with it). */
export function fileProblems(): string[] {
  return [...entries.values()]
    .filter((entry) => fs.existsSync(entry.file))
    .flatMap((entry) => entry.problems);
}

const OVERLAY_ID = 'serviceradar-content';
const state = processState.report;

/**
 * `gatsby develop`, from createPages: the problems between files it found over the nodes, with
 * every file's own problems, reported at once.
 */
export function reportDevelopProblems(betweenFiles: string[], reporter: Reporter): void {
  state.pagesCreated = true;
  state.betweenFiles = betweenFiles;
  clearTimeout(state.pending);
  report([...fileProblems(), ...betweenFiles], reporter);
}

/**
 * `gatsby develop`, from onCreateNode: a file's own problems changed. They are reported soon
 * after, without waiting for createPages: a change that arrives while Gatsby creates pages
 * gets its createPages only after that run's queries (src/node/develop/pages-after-late-nodes.ts).
 */
export function scheduleDevelopReport(reporter: Reporter, betweenFiles: () => string[]): void {
  if (process.env.NODE_ENV !== 'development' || !state.pagesCreated) return;
  clearTimeout(state.pending);
  state.pending = setTimeout(() => {
    // The problems between files are computed again too: the change may be a sidebar naming an unknown doc.
    try {
      state.betweenFiles = betweenFiles();
    } catch (error) {
      reporter.error('Content problems could not be checked across files', error as Error);
    }
    report([...fileProblems(), ...state.betweenFiles], reporter);
  }, 200);
}

/** Prints the problems (once per change) and shows them in the browser's error overlay, each naming its file; clears the overlay when everything is fixed. */
function report(problems: string[], reporter: Reporter): void {
  const text = problems.join('\n');
  if (text === state.last) return;
  state.last = text;
  if (problems.length) {
    reporter.error(`Content has ${problems.length} problem${problems.length === 1 ? '' : 's'} (pages of valid files are still served):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  } else {
    reporter.info('Content problems fixed');
  }
  overlay().emitError(
    OVERLAY_ID,
    problems.length
      ? problems.map((problem) => {
          const file = problem.split(': ')[0];
          return {
            code: 'content',
            level: 'ERROR',
            text: problem,
            filePath: path.resolve(file),
            error: { message: problem },
            context: { sourceMessage: problem },
          };
        })
      : null,
  );
}
