import { lettersNeeded, lightStem, matchedWords, matchesQuery, queryTerms, termMatchesWord, wordForms } from '../relevance';

describe('queryTerms', () => {
  it('folds case and accents and drops punctuation as Pagefind does', () => {
    expect(queryTerms('  GET /api/status ')).toEqual(['get', 'apistatus']);
    expect(queryTerms('RÉTENTION')).toEqual(['retention']);
    expect(queryTerms('- /')).toEqual([]);
  });
});

describe('wordForms', () => {
  it('gives the whole word and the word from each part on, camelCase included', () => {
    expect(wordForms('events.snmp.processed.')).toEqual(['eventssnmpprocessed', 'snmpprocessed', 'processed']);
    expect(wordForms('landsRetention')).toEqual(['landsretention', 'retention']);
    expect(wordForms('-q')).toEqual(['q']);
  });
});

describe('termMatchesWord', () => {
  it.each([
    ['netfl', 'NetFlow'],
    ['snmpp', 'events.snmp.processed.'],
    ['retentoin', 'retention,'],
    ['pollers', 'poller'],
    ['running', 'runs'],
    ['apistatus', '/api/status.'],
    ['compose', 'docker-compose.yml'],
    ['go', 'Go'],
  ])('"%s" matches the page word "%s"', (term, word) => expect(termMatchesWord(term, word)).toBe(true));

  it.each([
    ['qqxzvvkw', '-q'],
    ['blorptang', 'B.'],
    ['asdfghjkl', 'As'],
    ['ipsum', 'IP'],
    ['xq', 'X'],
    ['kuberentes', 'kube'],
  ])('"%s" does not match "%s", a much shorter word it starts with', (term, word) => expect(termMatchesWord(term, word)).toBe(false));
});

describe('lettersNeeded / lightStem', () => {
  it('asks for 60 % of the word, all of a 2-letter one, no more than its stem', () => {
    expect(lettersNeeded('xq')).toBe(2);
    expect(lettersNeeded('qqxzvvkw')).toBe(5);
    expect(lightStem('running')).toBe('run');
    expect(lightStem('pollers')).toBe('pol');
    expect(lettersNeeded('running')).toBe(3);
  });
});

describe('matchesQuery', () => {
  const content = 'Use grep -q to check. NetFlow collectors send flows.';
  it('needs every word of the query matched', () => {
    expect(matchesQuery('netflow', { content, locations: [5] })).toBe(true);
    expect(matchesQuery('netflow zzyzx', { content, locations: [5] })).toBe(false);
    expect(matchesQuery('qqxzvvkw', { content, locations: [2] })).toBe(false);
  });
  it('keeps a page with no locations to judge by', () => {
    expect(matchesQuery('anything', { content })).toBe(true);
  });
  it('reads the matched words as Pagefind splits content', () => {
    expect(matchedWords('a  b\nc', [0, 2, 2, 9])).toEqual(['a', 'c']);
  });
});
