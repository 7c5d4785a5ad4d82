import os from 'os';
import path from 'path';
import { Worker } from 'worker_threads';

/**
 * Threads for a job split among worker threads: one per core, none below `perThread` items each
 * (a thread's start, loading the job's code with jiti, costs about a second). `override` is an
 * environment variable's value that sets it (a test, a measurement).
 */
export function threadCount(items: number, perThread: number, override?: string): number {
  const set = Number(override);
  if (override && Number.isInteger(set) && set > 0) return set;
  return Math.max(1, Math.min(os.availableParallelism(), Math.floor(items / perThread)));
}

/**
 * Runs a worker thread from `file` (a .cjs file Node can start) with `workerData`; resolves to what
 * it posts as `{ result }`, rejects with its `{ error }` or its crash, naming `job` and the file.
 */
export function inThread<T>(file: string, workerData: unknown, job: string): Promise<T> {
  const name = path.relative(process.cwd(), file);
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, { workerData });
    worker.once('message', (message: { result?: T; error?: string }) => {
      if (message.error === undefined) resolve(message.result as T);
      else reject(new Error(message.error));
    });
    worker.once('error', (error) => reject(new Error(`${job}'s worker thread (${name}) failed: ${error.message}`)));
    // A settled promise ignores this: it rejects only when the thread exited without an answer.
    worker.once('exit', (code) => reject(new Error(`${job}'s worker thread (${name}) exited with code ${code} before it answered`)));
  });
}

/**
 * Waits for every thread of a job, then resolves to their results or rejects naming each failure
 * once. Not Promise.all: it rejects at the first failure while the other threads still write, so a
 * build reported one problem of several and went on while files were being written.
 */
export async function allThreads<T>(threads: Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(threads);
  const errors = [...new Set(settled.flatMap((s) => (s.status === 'rejected' ? [s.reason instanceof Error ? s.reason.message : String(s.reason)] : [])))];
  if (errors.length) throw new Error(errors.join('\n'));
  return settled.map((s) => (s as PromiseFulfilledResult<T>).value);
}
