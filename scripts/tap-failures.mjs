// Reads node's test runner TAP output for what failed (scripts/test-e2e.mjs runs those files again).
import path from 'node:path';

/**
 * The failed tests in TAP output (the runner's reporter when its output is not a terminal):
 * each "not ok" line, its file (from the `location:` of its YAML block) and its first error line.
 */
export function failedTests(tap, cwd = process.cwd()) {
  const lines = tap.split('\n');
  const failures = [];
  lines.forEach((line, i) => {
    const match = /^\s*not ok \d+ - (.*)$/.exec(line);
    if (!match) return;
    let file;
    let error;
    let subtests = false;
    for (let j = i + 1; j < Math.min(lines.length, i + 40) && !/^\s*\.\.\.$/.test(lines[j]); j++) {
      const location = /^\s*location: '(.+?):\d+:\d+'$/.exec(lines[j]);
      if (location) file = path.relative(cwd, location[1]);
      if (/failureType: 'subtestsFailed'/.test(lines[j])) subtests = true;
      const message = /^\s*error: (?:\|-)?\s*'?(.*?)'?$/.exec(lines[j]);
      if (message && error === undefined) error = message[1] || lines[j + 1]?.trim();
    }
    // A suite fails when one of its tests does: the test is listed, not the suite too.
    if (!subtests) failures.push({ name: match[1], file, error: error ?? '' });
  });
  return failures;
}
