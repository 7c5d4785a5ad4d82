import { normaliseBaseUrl, withBaseUrl } from '../api-samples';

describe('the reader\'s base URL', () => {
  it('accepts http(s) addresses with a port or a path prefix, without the trailing slash', () => {
    expect(normaliseBaseUrl(' https://sr.example.org/ ')).toEqual({ ok: true, url: 'https://sr.example.org' });
    expect(normaliseBaseUrl('http://10.0.0.5:8090')).toEqual({ ok: true, url: 'http://10.0.0.5:8090' });
    expect(normaliseBaseUrl('https://gw.example.org:9443/core/')).toEqual({ ok: true, url: 'https://gw.example.org:9443/core' });
    expect(normaliseBaseUrl('http://[::1]:8090')).toEqual({ ok: true, url: 'http://[::1]:8090' });
  });

  it('refuses what the samples could not hold safely, saying why', () => {
    expect(normaliseBaseUrl('')).toMatchObject({ ok: false });
    expect(normaliseBaseUrl('serviceradar.example.com')).toMatchObject({ ok: false, problem: expect.stringContaining('https://') });
    expect(normaliseBaseUrl('ftp://x.example')).toMatchObject({ ok: false });
    expect(normaliseBaseUrl('https://user:pw@x.example')).toMatchObject({ ok: false });
    expect(normaliseBaseUrl('https://x.example/?a=1')).toMatchObject({ ok: false });
    expect(normaliseBaseUrl("https://x.example/it's")).toMatchObject({ ok: false });
    expect(normaliseBaseUrl('https://x.example/"$(rm)"')).toMatchObject({ ok: false });
  });

  it('replaces the first occurrence of the spec base URL only', () => {
    expect(withBaseUrl("curl 'https://a.example/x' # https://a.example", 'https://a.example', 'http://b:1')).toBe("curl 'http://b:1/x' # https://a.example");
    expect(withBaseUrl('no url', 'https://a.example', 'http://b:1')).toBe('no url');
  });
});
