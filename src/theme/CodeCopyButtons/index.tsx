import { useEffect } from 'react';
import { afterDiff } from '../../lib/code-text';

const LABEL = 'Copy code to clipboard';

/** Writes text to the clipboard (shared with src/theme/PageActions). */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Older browsers and insecure origins: a hidden textarea and execCommand.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/**
 * The source text of a highlighted block. gatsby-remark-prismjs wraps highlighted lines in
 * block elements and drops their newline, so neither innerText nor textContent is exact.
 */
export function codeText(code: Element): string {
  return [...code.childNodes]
    .map((node) => {
      const text = node.textContent ?? '';
      const isLine = node instanceof Element && node.classList.contains('gatsby-highlight-code-line');
      return isLine && !text.endsWith('\n') ? `${text}\n` : text;
    })
    .join('');
}

/**
 * Code blocks arrive as HTML from gatsby-remark-prismjs, so React does not own their
 * inside; a copy button is added to each after mount (there is nothing to copy with
 * JavaScript off anyway). Renders nothing itself.
 *
 * `content` is the HTML the container shows: when it changes (a save in `gatsby develop` updates the
 * open page), the effect runs again for what the new HTML brought.
 */
export default function CodeCopyButtons({ containerId, content }: { containerId: string; content?: string }) {
  useEffect(() => {
    const container = document.getElementById(containerId);
    if (!container) return;
    const added: HTMLButtonElement[] = [];
    for (const block of container.querySelectorAll<HTMLElement>('.gatsby-highlight')) {
      if (block.querySelector(':scope > .copy-button')) continue;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'copy-button';
      button.textContent = 'Copy';
      button.setAttribute('aria-label', LABEL);
      button.title = LABEL;
      button.addEventListener('click', async () => {
        // Line numbers are outside the code element, so they are never copied.
        const code = codeText(block.querySelector('pre code') ?? block).replace(/\n$/, '');
        await copyText(block.dataset.language === 'diff' ? afterDiff(code) : code);
        button.textContent = 'Copied';
        button.setAttribute('aria-label', 'Copied');
        setTimeout(() => {
          button.textContent = 'Copy';
          button.setAttribute('aria-label', LABEL);
        }, 2000);
      });
      block.appendChild(button);
      added.push(button);
    }
    return () => added.forEach((b) => b.remove());
  }, [containerId, content]);
  return null;
}
