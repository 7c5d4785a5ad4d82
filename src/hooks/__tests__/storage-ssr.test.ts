/** @jest-environment node */
import { createStorageSlot } from '../storage';

it('throws a clear error when used during server rendering', () => {
  expect(() => createStorageSlot('theme')).toThrow(
    'Browser storage was used during server rendering. Read storage in an effect or an event handler, not while rendering.',
  );
});
