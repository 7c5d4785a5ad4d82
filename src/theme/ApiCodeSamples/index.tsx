import React, { useEffect, useRef, useState } from 'react';
import type { ApiOperationSamples } from '../../content-model/api-spec';
import { useApiSamples } from '../../hooks/useApiSamples';
import { SAMPLE_LANGUAGES, withBaseUrl, type SampleLanguage } from '../../lib/api-samples';
import { copyText } from '../CodeCopyButtons';
import * as styles from './styles.module.css';

type Props = { samples: ApiOperationSamples };

const labelOf = (lang: SampleLanguage) => SAMPLE_LANGUAGES.find((l) => l.id === lang)?.label ?? lang;

/**
 * The request samples of one operation, one tab per language. Every sample is in the HTML:
 * which one shows is decided by CSS from the language the pre-paint script put on <html>
 * (so the stored choice shows from the first paint, and hydration changes nothing visible);
 * without any script, all of them show, one below the other, each under its own label.
 * The tabs and copy buttons need JavaScript and are hidden without it.
 */
export default function ApiCodeSamples({ samples }: Props) {
  const { language, setLanguage, specBaseUrl, baseUrl } = useApiSamples();
  const [copied, setCopied] = useState<SampleLanguage | null>(null);
  const [failed, setFailed] = useState(false);
  const tabs = useRef(new Map<SampleLanguage, HTMLButtonElement>());
  const id = (lang: SampleLanguage, part: string) => `${samples.operationId}-sample-${lang}-${part}`;

  useEffect(() => {
    if (!copied && !failed) return undefined;
    const timer = setTimeout(() => {
      setCopied(null);
      setFailed(false);
    }, 2000);
    return () => clearTimeout(timer);
  }, [copied, failed]);

  // The tabs pattern of the WAI-ARIA Authoring Practices: arrows, Home and End move and select.
  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const last = SAMPLE_LANGUAGES.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const lang = SAMPLE_LANGUAGES[next].id;
    setLanguage(lang);
    tabs.current.get(lang)?.focus();
  };

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
      <div role="tablist" aria-label={`Request sample language for ${samples.method} ${samples.path}`} className={styles.tabs}>
        {SAMPLE_LANGUAGES.map(({ id: lang, label }, index) => (
          <button
            key={lang}
            ref={(el) => {
              if (el) tabs.current.set(lang, el);
              else tabs.current.delete(lang);
            }}
            type="button"
            role="tab"
            id={id(lang, 'tab')}
            aria-controls={id(lang, 'panel')}
            aria-selected={language === lang}
            tabIndex={language === lang ? 0 : -1}
            data-lang={lang}
            className={styles.tab}
            onClick={() => setLanguage(lang)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {label}
          </button>
        ))}
      </div>
      {samples.samples.map(({ lang, source }) => {
        const text = withBaseUrl(source, specBaseUrl, baseUrl);
        return (
          <div key={lang} role="tabpanel" id={id(lang, 'panel')} aria-labelledby={id(lang, 'tab')} data-lang={lang} className={styles.panel}>
            <p className={styles.panelLabel} aria-hidden="true">
              {labelOf(lang)}
            </p>
            {/* Lines wrap rather than scroll, so nothing is hidden from keyboard and zoom users. */}
            <pre className={styles.code}>
              <code>{text}</code>
            </pre>
            <button type="button" className={styles.copy} onClick={() => copy(lang, text)} aria-label={`Copy the ${labelOf(lang)} sample`}>
              {copied === lang ? 'Copied' : 'Copy'}
            </button>
          </div>
        );
      })}
      <p role="status" className="sr-only">
        {copied ? `Copied the ${labelOf(copied)} sample to the clipboard` : failed ? 'Could not copy: select the sample and copy it by hand' : ''}
      </p>
    </div>
  );
}
