/** @jest-environment node */
import { snapshotInBuild, staleSnapshots } from '../build-snapshot';

const node = (id: string, digest: string) => ({ id, internal: { contentDigest: digest } });

describe('the build snapshot of content nodes', () => {
  const command = process.env.gatsby_executing_command;
  afterEach(() => {
    process.env.gatsby_executing_command = command;
  });

  it('reads each type once in a build, and says when the nodes changed afterwards', () => {
    process.env.gatsby_executing_command = 'build';
    let docs = [node('a', '1'), node('b', '1')];
    let reads = 0;
    const store = (type: string) => {
      reads += 1;
      return type === 'Doc' ? docs : [];
    };
    const read = snapshotInBuild(store);
    expect(read('Doc')).toBe(read('Doc'));
    expect(reads).toBe(1);
    // Same nodes in another order: not a change.
    docs = [node('b', '1'), node('a', '1')];
    expect(staleSnapshots(store)).toEqual([]);
    docs = [node('a', '1'), node('b', '2')];
    expect(staleSnapshots(store)).toEqual(['Doc']);
  });

  it('reads the store every time in develop', () => {
    process.env.gatsby_executing_command = 'develop';
    let reads = 0;
    const read = snapshotInBuild(() => {
      reads += 1;
      return [];
    });
    read('Sidebar');
    read('Sidebar');
    expect(reads).toBe(2);
  });
});
