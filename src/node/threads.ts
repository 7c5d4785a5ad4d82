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
    let settled = false;
    worker.once('message', (message: { result?: T; error?: string }) => {
      settled = true;
      if (message.error === undefined) resolve(message.result as T);
      else reject(new Error(message.error));
    });
    worker.once('error', (error) => {
      settled = true;
      reject(new Error(`${job}'s worker thread (${name}) failed: ${error.message}`));
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`${job}'s worker thread (${name}) exited with code ${code} before it answered`));
    });
  });
}
