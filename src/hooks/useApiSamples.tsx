import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { normaliseBaseUrl } from '../lib/api-samples';
import { API_BASE_URL_KEY } from '../lib/constants';
import { createStorageSlot } from './storage';

type ApiSamplesValue = {
  /** The spec's base URL, which the build wrote into the samples. */
  specBaseUrl: string;
  /** The reader's base URL (the spec's until they set theirs). */
  baseUrl: string;
  /** Stores a valid base URL (normalised), or forgets it when given the spec's own. */
  setBaseUrl: (baseUrl: string) => void;
};

const ApiSamplesContext = createContext<ApiSamplesValue | null>(null);

/**
 * The API reference's base URL for its samples, one for the whole page and remembered across
 * visits. (The samples' language is a tab choice like any other: src/theme/Tabs.) The server
 * renders the spec's URL, the browser reads storage after mounting.
 */
export function ApiSamplesProvider({ specBaseUrl, children }: { specBaseUrl: string; children: React.ReactNode }) {
  const [baseUrl, setBaseUrlState] = useState(specBaseUrl);

  useEffect(() => {
    const stored = createStorageSlot(API_BASE_URL_KEY).get();
    const checked = stored ? normaliseBaseUrl(stored) : undefined;
    if (checked?.ok) setBaseUrlState(checked.url);
  }, []);

  const setBaseUrl = useCallback(
    (next: string) => {
      const checked = normaliseBaseUrl(next);
      if (!checked.ok) return;
      const slot = createStorageSlot(API_BASE_URL_KEY);
      if (checked.url === specBaseUrl) slot.del();
      else slot.set(checked.url);
      setBaseUrlState(checked.url);
    },
    [specBaseUrl],
  );

  const value = useMemo(() => ({ specBaseUrl, baseUrl, setBaseUrl }), [specBaseUrl, baseUrl, setBaseUrl]);
  return <ApiSamplesContext.Provider value={value}>{children}</ApiSamplesContext.Provider>;
}

export function useApiSamples(): ApiSamplesValue {
  const value = useContext(ApiSamplesContext);
  if (!value) throw new Error('useApiSamples must be used inside <ApiSamplesProvider> (see src/theme/ApiReference).');
  return value;
}
