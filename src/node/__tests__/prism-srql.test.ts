/** @jest-environment node */
import Prism from 'prismjs';
import { registerSrql } from '../prism-srql';

registerSrql(Prism as unknown as { languages: Record<string, unknown> });

function tokens(query: string) {
  return Prism.tokenize(query, Prism.languages.srql)
    .filter((t): t is Prism.Token => typeof t !== 'string')
    .map((t) => [t.type, String(t.content)]);
}

it('highlights SRQL keys, keywords, negation, strings, time literals and functions', () => {
  expect(tokens('in:devices time:last_7d !hostname:%test% device.location:"Building A" stats:"count() by device.type_id" limit:20')).toEqual(
    expect.arrayContaining([
      ['keyword', 'in'],
      ['keyword', 'time'],
      ['time-literal', 'last_7d'],
      ['negation', '!'],
      ['property', 'hostname'],
      ['wildcard', '%'],
      ['property', 'device.location'],
      ['string', '"Building A"'],
      ['keyword', 'stats'],
      ['keyword', 'limit'],
      ['number', '20'],
    ]),
  );
});

it('treats an absolute time range as one token', () => {
  expect(tokens('time:[2024-06-01T00:00:00Z,2024-06-02T00:00:00Z]')).toContainEqual(['time-range', '[2024-06-01T00:00:00Z,2024-06-02T00:00:00Z]']);
});
