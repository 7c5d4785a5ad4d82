import React, { useEffect, useState } from 'react';
import type { ApiOperationSamples } from '../../content-model/api-spec';
import { useApiSamples } from '../../hooks/useApiSamples';
import { SAMPLE_LANGUAGES, withBaseUrl, type SampleLanguage } from '../../lib/api-samples';
import { API_SAMPLES_GROUP } from '../../lib/tabs';
import { copyText } from '../CodeCopyButtons';
import { TabItem, Tabs } from '../Tabs';
import * as styles from './styles.module.css';

type Props = { samples: ApiOperationSamples };

const labelOf = (lang: SampleLanguage) => SAMPLE_LANGUAGES.find((l) => l.id === lang)?.label ?? lang;

const TAB_CLASSES = { tablist: styles.tabs, tab: styles.tab, panel: styles.panel, label: styles.panelLabel };

/**
 * The request samples of one operation, one tab per language: the site's tabs (src/theme/Tabs),
 * in the group every operation shares, so one choice switches them all, is remembered, and shows
 * from the first paint; a doc's <Tabs groupId="api-samples"> follows it too. Without any script,
 * every sample shows under its label. The copy buttons need JavaScript and are hidden without it.
 */
export default function ApiCodeSamples({ samples }: Props) {
  const { specBaseUrl, baseUrl } = useApiSamples();
  const [copied, setCopied] = useState<SampleLanguage | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!copied && !failed) return undefined;
    const timer = setTimeout(() => {
      setCopied(null);
      setFailed(false);
    }, 2000);
    return () => clearTimeout(timer);
  }, [copied, failed]);

  const copy = async (lang: SampleLanguage, source: string) => {
    try {
      await copyText(source);
      setFailed(false);
      setCopied(lang);
    } catch {
      setCopied(null);
      setFailed(true);
    }
  };

  return (
    <div className={styles.samples}>
      <h3 className={styles.title}>Request samples</h3>
      <Tabs groupId={API_SAMPLES_GROUP} uid={`${samples.operationId}-sample`} label={`Request sample language for ${samples.method} ${samples.path}`} classNames={TAB_CLASSES}>
        {samples.samples.map(({ lang, source }) => {
          const text = withBaseUrl(source, specBaseUrl, baseUrl);
          return (
            <TabItem key={lang} label={labelOf(lang)} value={lang}>
              {/* Lines wrap rather than scroll, so nothing is hidden from keyboard and zoom users. */}
              <pre className={styles.code}>
                <code>{text}</code>
              </pre>
              <button type="button" className={styles.copy} onClick={() => copy(lang, text)} aria-label={`Copy the ${labelOf(lang)} sample`}>
                {copied === lang ? 'Copied' : 'Copy'}
              </button>
            </TabItem>
          );
        })}
      </Tabs>
      <p role="status" className="sr-only">
        {copied ? `Copied the ${labelOf(copied)} sample to the clipboard` : failed ? 'Could not copy: select the sample and copy it by hand' : ''}
      </p>
    </div>
  );
}
