import React, { useEffect, useId, useRef, useState } from 'react';
import { useApiSamples } from '../../hooks/useApiSamples';
import { normaliseBaseUrl } from '../../lib/api-samples';
import * as styles from './styles.module.css';

/**
 * "Your server": the address the request samples (and what their copy buttons copy) are written
 * with, kept in this browser only. Nothing is ever sent to it: the page has no console to try
 * requests, and the site's CSP (connect-src 'self') would block one anyway. Without JavaScript
 * the samples keep the spec's server, and this form, which could do nothing, is hidden.
 */
export default function ApiBaseUrl() {
  const { specBaseUrl, baseUrl, setBaseUrl } = useApiSamples();
  const [draft, setDraft] = useState(baseUrl);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState('');
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();

  const input = useRef<HTMLInputElement>(null);
  const typedEarly = useRef(false);

  // The reference hydrates only once the reader interacts with it (src/theme/ApiReferenceIsland),
  // so they may have typed here first; React keeps that text in the field on hydration, and so does the draft.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== specBaseUrl) {
      typedEarly.current = true;
      setDraft(typed);
    }
  }, [specBaseUrl]);

  // The stored address arrives after mounting: show it, unless the reader has typed over it.
  useEffect(() => {
    if (!typedEarly.current) setDraft(baseUrl);
  }, [baseUrl]);

  const apply = (value: string) => {
    typedEarly.current = false;
    const checked = normaliseBaseUrl(value);
    if (!checked.ok) {
      setProblem(checked.problem);
      setSaved('');
      return;
    }
    setProblem(null);
    setDraft(checked.url);
    setBaseUrl(checked.url);
    setSaved(checked.url === specBaseUrl ? 'The samples use the example server again.' : `The samples now use ${checked.url}.`);
  };

  return (
    <form
      className={styles.form}
      aria-labelledby={`${inputId}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        // The field's own value: a submit replayed just after hydration comes before the draft's update.
        apply(input.current?.value ?? draft);
      }}
    >
      <h2 id={`${inputId}-title`} className={styles.title}>
        Your server
      </h2>
      <label htmlFor={inputId} className={styles.label}>
        Base URL
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          ref={input}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
        />
        <button type="submit" className={styles.button}>
          Use in samples
        </button>
        <button type="button" className={styles.button} onClick={() => apply(specBaseUrl)} disabled={baseUrl === specBaseUrl && draft === specBaseUrl}>
          Reset
        </button>
      </div>
      {problem && (
        <p id={problemId} className={styles.problem}>
          {problem}
        </p>
      )}
      <p id={hintId} className={styles.hint}>
        The address of your ServiceRadar API. The request samples below, and what their Copy buttons copy, use it; it is kept in this browser only and
        this page never sends anything to it.
      </p>
      <p role="status" className="sr-only">
        {saved}
      </p>
    </form>
  );
}
