/** A duration in seconds as npm test's table prints it ("2 min 05 s"), rounded to the second before it is split, so 119.6 s is 2 min 00 s, not 1 min 60 s. */
export function minutes(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}
