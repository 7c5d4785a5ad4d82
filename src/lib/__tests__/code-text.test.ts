import { afterDiff } from '../code-text';

describe('afterDiff', () => {
  it('copies the code after the change: removed lines and markers left out', () => {
    const diff = ['@@ -1,4 +1,4 @@', ' {', '-  "port": 50051,', '+  "port": 50052,', '+  "tls": true', ' }'].join('\n');
    expect(afterDiff(diff)).toBe(['{', '  "port": 50052,', '  "tls": true', '}'].join('\n'));
  });

  it('keeps empty lines and indentation', () => {
    expect(afterDiff(' a:\n+  b: 1\n\n   c: 2')).toBe('a:\n  b: 1\n\n  c: 2');
  });
});
