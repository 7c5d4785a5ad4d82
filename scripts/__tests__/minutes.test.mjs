import assert from 'node:assert/strict';
import { test } from 'node:test';
import { minutes } from '../minutes.mjs';

test('a duration rounds to the second before it splits into minutes (CI printed "1 min 60 s" for 119.6 s)', () => {
  assert.equal(minutes(119.6), '2 min 00 s');
  assert.equal(minutes(59.4), '0 min 59 s');
  assert.equal(minutes(1116.2), '18 min 36 s');
  assert.equal(minutes(0), '0 min 00 s');
});
