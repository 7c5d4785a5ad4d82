import React from 'react';
import { render } from '@testing-library/react';
import { AppStore } from 'redoc';
import ApiReference from '..';
import { redocOptions } from '../options';

const hostile = {
  openapi: '3.1.0',
  info: {
    title: 'Hostile API',
    version: '1.0.0',
    description: 'Intro <script>window.pwned = "info"</script><img src="x" onerror="window.pwned = \'img\'"> end',
  },
  paths: {
    '/status': {
      get: {
        operationId: 'getStatus',
        summary: 'Get the status',
        description: 'See <a href="javascript:window.pwned=1">this</a> and <iframe src="https://example.com"></iframe>',
        responses: { '200': { description: 'OK <svg onload="window.pwned = \'svg\'"></svg>' } },
      },
    },
  },
};

describe('API reference', () => {
  it('sanitizes HTML written in the spec (Redoc option sanitize)', () => {
    const options = redocOptions({ downloads: [{ format: 'YAML', url: '/openapi/hostile.yaml', fileName: 'hostile.yaml' }] });
    expect(options.sanitize).toBe(true);
    // Redoc's default theme: the site's theme needs the colour helpers the build substitutes
    // for polished inside Redoc (src/node/webpack/redoc.ts), which jest does not.
    const store = new AppStore(hostile as unknown as ConstructorParameters<typeof AppStore>[0], undefined, { ...options, theme: undefined });
    const { container } = render(<ApiReference store={store} specBaseUrl="https://api.example.com" codeSamples={{}} />);

    expect(container.textContent).toContain('Intro');
    expect(container.textContent).toContain('Get the status');
    expect(container.querySelectorAll('script, iframe')).toHaveLength(0);
    expect(container.innerHTML).not.toMatch(/onerror|onload|javascript:/);
    expect((window as { pwned?: unknown }).pwned).toBeUndefined();
  });
});
