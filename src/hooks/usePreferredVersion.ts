import { useCallback, useEffect, useState } from 'react';
import { readPreferredVersion, savePreferredVersion } from './docs-version-preference';
import { useSiteConfig } from './useSiteConfig';

/** null until mounted (the server cannot read the preference). */
export function usePreferredVersion() {
  const { versions } = useSiteConfig();
  const [preferred, setPreferred] = useState<string | null>(null);
  useEffect(() => {
    setPreferred(readPreferredVersion(versions.map((v) => v.name)));
  }, [versions]);
  const save = useCallback((name: string) => {
    savePreferredVersion(name);
    setPreferred(name);
  }, []);
  return { preferred, save };
}
