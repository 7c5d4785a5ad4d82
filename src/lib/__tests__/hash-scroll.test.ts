import { claimHashScroll, leaveHashScrollToPage } from '../hash-scroll';

const at = (pathname: string, hash = '') => ({ pathname, hash });

describe('leaveHashScrollToPage', () => {
  it('leaves a hash change on a claimed page to the page, and only while it is claimed', () => {
    expect(leaveHashScrollToPage(at('/api', '#a'), at('/api', '#b'))).toBeUndefined();
    const release = claimHashScroll('/api');
    expect(leaveHashScrollToPage(at('/api', '#a'), at('/api', '#b'))).toBe(false);
    expect(leaveHashScrollToPage(at('/api'), at('/api', '#b'))).toBe(false);
    release();
    expect(leaveHashScrollToPage(at('/api', '#a'), at('/api', '#b'))).toBeUndefined();
  });

  it('has no opinion on other pages, on a new page, or without a hash', () => {
    const release = claimHashScroll('/api');
    expect(leaveHashScrollToPage(at('/docs/intro', '#a'), at('/docs/intro', '#b'))).toBeUndefined();
    expect(leaveHashScrollToPage(at('/docs/intro'), at('/api', '#b'))).toBeUndefined();
    expect(leaveHashScrollToPage(undefined, at('/api', '#b'))).toBeUndefined();
    expect(leaveHashScrollToPage(at('/api', '#a'), at('/api'))).toBeUndefined();
    release();
  });

  it('keeps a newer claim when an older one is given back', () => {
    const releaseOld = claimHashScroll('/api');
    const releaseNew = claimHashScroll('/api/v2');
    releaseOld();
    expect(leaveHashScrollToPage(at('/api/v2', '#a'), at('/api/v2', '#b'))).toBe(false);
    releaseNew();
    const first = claimHashScroll('/api');
    const second = claimHashScroll('/api');
    first();
    expect(leaveHashScrollToPage(at('/api', '#a'), at('/api', '#b'))).toBe(false);
    second();
    expect(leaveHashScrollToPage(at('/api', '#a'), at('/api', '#b'))).toBeUndefined();
  });
});
