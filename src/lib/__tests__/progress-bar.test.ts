import { createDelayedProgress } from '../progress-bar';

describe('route progress bar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('appears only after 200 ms', () => {
    const bar = { start: jest.fn(), done: jest.fn() };
    const progress = createDelayedProgress(bar);
    progress.start();
    jest.advanceTimersByTime(199);
    expect(bar.start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(bar.start).toHaveBeenCalledTimes(1);
    progress.done();
    expect(bar.done).toHaveBeenCalledTimes(1);
  });

  it('never appears for a navigation that finishes in time', () => {
    const bar = { start: jest.fn(), done: jest.fn() };
    const progress = createDelayedProgress(bar);
    progress.start();
    jest.advanceTimersByTime(150);
    progress.done();
    jest.advanceTimersByTime(1000);
    expect(bar.start).not.toHaveBeenCalled();
  });
});
