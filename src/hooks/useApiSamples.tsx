import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { DEFAULT_SAMPLE_LANGUAGE, isSampleLanguage, normaliseBaseUrl, type SampleLanguage } from '../lib/api-samples';
import { API_BASE_URL_KEY, API_SAMPLE_LANGUAGE_ATTRIBUTE, API_SAMPLE_LANGUAGE_KEY } from '../lib/constants';
import { createStorageSlot } from './storage';

type ApiSamplesValue = {
  /** The language shown in every operation's samples. */
  language: SampleLanguage;
  setLanguage: (language: SampleLanguage) => void;
  /** The spec's base URL, which the build wrote into the samples. */
  specBaseUrl: string;
  /** The reader's base URL (the spec's until they set theirs). */
  baseUrl: string;
  /** Stores a valid base URL (normalised), or forgets it when given the spec's own. */
  setBaseUrl: (baseUrl: string) => void;
};

const ApiSamplesContext = createContext<ApiSamplesValue | null>(null);

/**
 * The API reference's sample preferences, one for the whole page and remembered across visits:
 * the language (the pre-paint script applies the stored one to <html> before the first paint,
 * so the CSS shows it at once; this state follows for the tabs' ARIA) and the reader's base URL.
 * The server renders the defaults, the browser reads storage after mounting.
 */
export function ApiSamplesProvider({ specBaseUrl, children }: { specBaseUrl: string; children: React.ReactNode }) {
  const [language, setLanguageState] = useState<SampleLanguage>(DEFAULT_SAMPLE_LANGUAGE);
  const [baseUrl, setBaseUrlState] = useState(specBaseUrl);

  useEffect(() => {
    const applied = document.documentElement.getAttribute(API_SAMPLE_LANGUAGE_ATTRIBUTE);
    if (isSampleLanguage(applied)) setLanguageState(applied);
    else document.documentElement.setAttribute(API_SAMPLE_LANGUAGE_ATTRIBUTE, DEFAULT_SAMPLE_LANGUAGE);
    const stored = createStorageSlot(API_BASE_URL_KEY).get();
    const checked = stored ? normaliseBaseUrl(stored) : undefined;
    if (checked?.ok) setBaseUrlState(checked.url);
  }, []);

  const setLanguage = useCallback((next: SampleLanguage) => {
    document.documentElement.setAttribute(API_SAMPLE_LANGUAGE_ATTRIBUTE, next);
    createStorageSlot(API_SAMPLE_LANGUAGE_KEY).set(next);
    setLanguageState(next);
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

  const value = useMemo(() => ({ language, setLanguage, specBaseUrl, baseUrl, setBaseUrl }), [language, setLanguage, specBaseUrl, baseUrl, setBaseUrl]);
  return <ApiSamplesContext.Provider value={value}>{children}</ApiSamplesContext.Provider>;
}

export function useApiSamples(): ApiSamplesValue {
  const value = useContext(ApiSamplesContext);
  if (!value) throw new Error('useApiSamples must be used inside <ApiSamplesProvider> (see src/theme/ApiReference).');
  return value;
}
