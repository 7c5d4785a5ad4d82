import { PROGRESS_BAR_DELAY_MS } from './constants';

type Progress = { start: () => unknown; done: () => unknown };

/**
 * Client navigation usually finishes within a frame or two; the bar only appears if it
 * takes longer than the delay, so fast navigations never flash it.
 */
export function createDelayedProgress(progress: Progress, delay = PROGRESS_BAR_DELAY_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    start() {
      clearTimeout(timer);
      timer = setTimeout(() => progress.start(), delay);
    },
    done() {
      clearTimeout(timer);
      timer = undefined;
      progress.done();
    },
  };
}
