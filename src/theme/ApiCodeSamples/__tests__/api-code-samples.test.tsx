import { act, fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import type { ApiOperationSamples } from '../../../content-model/api-spec';
import { ApiSamplesProvider } from '../../../hooks/useApiSamples';
import ApiBaseUrl from '../../ApiBaseUrl';
import ApiCodeSamples from '..';
import { installTabs } from '../../Tabs/behaviour';

const SPEC = 'https://serviceradar.example.com';
const sample = (operationId: string): ApiOperationSamples => ({
  operationId,
  method: 'GET',
  path: '/api/status',
  samples: [
    { lang: 'curl', source: `curl -X GET '${SPEC}/api/status'` },
    { lang: 'go', source: `http.NewRequest(http.MethodGet, "${SPEC}/api/status", nil)` },
    { lang: 'python', source: `requests.request("GET", "${SPEC}/api/status")` },
  ],
});

function page() {
  return render(
    <ApiSamplesProvider specBaseUrl={SPEC}>
      <ApiBaseUrl />
      <ApiCodeSamples samples={sample('one')} />
      <ApiCodeSamples samples={sample('two')} />
    </ApiSamplesProvider>,
  );
}

const selected = () => screen.getAllByRole('tab', { selected: true }).map((t) => t.textContent);

describe('request samples', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-tabs');
  });

  it('renders every operation as a tab set of the api-samples group, which the tabs behaviour switches together and stores', async () => {
    document.documentElement.setAttribute('data-tabs', 'api-samples=go');
    installTabs();
    // The behaviour brings sets in step as they are added (a MutationObserver: a microtask later).
    await act(async () => {
      page();
    });
    const sets = document.querySelectorAll('[data-tabs-group="api-samples"]');
    expect(sets).toHaveLength(2);
    expect(selected()).toEqual(['Go', 'Go']);
    fireEvent.click(screen.getAllByRole('tab', { name: 'Python' })[1]);
    expect(selected()).toEqual(['Python', 'Python']);
    expect(document.documentElement.getAttribute('data-tabs')).toBe('api-samples=python');
    expect(JSON.parse(localStorage.getItem('site.tabs') ?? '{}')).toEqual({ 'api-samples': 'python' });
  });

  it('writes every sample with the base URL the reader set, stores it, refuses a bad one and copies what it shows', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    page();
    const field = screen.getByLabelText('Base URL');
    fireEvent.change(field, { target: { value: 'core.internal:8090' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use in samples' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Start the address with https:\/\//)).toBeTruthy();

    fireEvent.change(field, { target: { value: 'http://core.internal:8090/' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use in samples' }));
    expect(localStorage.getItem('site.api.base-url')).toBe('http://core.internal:8090');
    const texts = [...document.querySelectorAll('pre')].map((p) => p.textContent);
    expect(texts).toHaveLength(6);
    for (const text of texts) expect(text).toContain('http://core.internal:8090/api/status');

    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Copy the Go sample' })[0]));
    expect(writeText).toHaveBeenCalledWith('http.NewRequest(http.MethodGet, "http://core.internal:8090/api/status", nil)');
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Copied the Go sample to the clipboard');

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(localStorage.getItem('site.api.base-url')).toBeNull();
    expect(document.querySelector('pre')?.textContent).toBe(`curl -X GET '${SPEC}/api/status'`);
  });

  it('reads a stored base URL after mounting', () => {
    localStorage.setItem('site.api.base-url', 'https://sr.example.org');
    page();
    expect((screen.getByLabelText('Base URL') as HTMLInputElement).value).toBe('https://sr.example.org');
    expect(document.querySelector('pre')?.textContent).toContain('https://sr.example.org/api/status');
  });
});
