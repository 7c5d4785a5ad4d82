import type { CreateWebpackConfigArgs } from 'gatsby';

type Callback = (error: Error | null, files: unknown, contexts: unknown, changes?: Set<string>, removals?: Set<string>) => void;
type Undelayed = (file: string, time: number) => void;
type WatchFileSystem = { watch: (files: unknown, dirs: unknown, missing: unknown, startTime: number, options: unknown, callback: Callback, undelayed?: Undelayed) => unknown };
type Compiler = { watchFileSystem?: WatchFileSystem | null; hooks: { afterEnvironment: { tap: (name: string, fn: () => void) => void } } };

/**
 * Ensures `gatsby develop` keeps rebuilding its bundle after a page component's file (a post, say)
 * is deleted. webpack's watcher tells a change at once (its "undelayed" callback, which fires the
 * compiler's `invalid` hook) but a removal only in its batch of changes, after which it pauses
 * until the next compile; and Gatsby keeps the compiler suspended until an `invalid` hook says a
 * file changed. So after a deletion nothing compiled again and no later save reached the browser
 * (e2e/develop.test.mjs deletes a post). Here a batch that removes a file tells it at once too.
 */
class ReportRemovedFiles {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEnvironment.tap('ReportRemovedFiles', () => {
      const fs = compiler.watchFileSystem;
      if (!fs) return;
      const watch = fs.watch.bind(fs);
      fs.watch = (files, dirs, missing, startTime, options, callback, undelayed) => {
        let told = false;
        const tell: Undelayed = (file, time) => {
          told = true;
          undelayed?.(file, time);
        };
        const batch: Callback = (error, fileTimes, contextTimes, changes, removals) => {
          const [removed] = removals ?? [];
          if (!error && !told && removed !== undefined) tell(removed, Date.now());
          callback(error, fileTimes, contextTimes, changes, removals);
        };
        return watch(files, dirs, missing, startTime, options, batch, undelayed && tell);
      };
    });
  }
}

/** In `gatsby develop` only: builds compile once and do not watch. */
export function reportRemovedFiles({ stage, actions }: Pick<CreateWebpackConfigArgs, 'stage' | 'actions'>): void {
  if (stage === 'develop') actions.setWebpackConfig({ plugins: [new ReportRemovedFiles()] });
}
