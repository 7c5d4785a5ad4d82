// A strict reader of the llmstxt.org format (https://llmstxt.org, AnswerDotAI/llms-txt):
// an H1 with the name, then an optional blockquote summary, then optional prose without
// headings, then H2 sections whose content is a list of `- [name](url)` or
// `- [name](url): notes` items. Anything else throws, naming the line.
// CommonJS so that the unit tests (jest) and the browser tests (node:test) share it.
'use strict';

const LINK = /^- \[((?:[^\]\\]|\\.)+)\]\(([^()\s]+)\)(?:: (.+))?$/;

/**
 * @param {string} text
 * @returns {{ title: string, summary: string | null, details: string, sections: { title: string, links: { title: string, url: string, notes: string | null }[] }[] }}
 */
function parseLlmsTxt(text) {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const fail = (index, message) => {
    throw new Error(`llms.txt line ${index + 1}: ${message}: ${JSON.stringify(lines[index] ?? '')}`);
  };
  let i = 0;
  const skipBlank = () => {
    while (i < lines.length && lines[i].trim() === '') i++;
  };
  skipBlank();
  const h1 = /^# (\S.*)$/.exec(lines[i] ?? '');
  if (!h1) fail(i, 'the file must start with an H1 ("# Name")');
  const result = { title: h1[1].trim(), summary: null, details: '', sections: [] };
  i++;
  skipBlank();
  if (/^> /.test(lines[i] ?? '')) {
    const quote = [];
    while (i < lines.length && /^>/.test(lines[i])) quote.push(lines[i++].replace(/^> ?/, ''));
    result.summary = quote.join(' ').trim();
  }
  const details = [];
  for (; i < lines.length && !/^## /.test(lines[i]); i++) {
    if (/^#/.test(lines[i])) fail(i, 'only H2 sections may follow the summary');
    details.push(lines[i]);
  }
  result.details = details.join('\n').trim();
  let section = null;
  for (; i < lines.length; i++) {
    const line = lines[i];
    if (line.trim() === '') continue;
    const h2 = /^## (\S.*)$/.exec(line);
    if (h2) {
      section = { title: h2[1].trim(), links: [] };
      result.sections.push(section);
      continue;
    }
    if (/^#/.test(line)) fail(i, 'a heading other than H2 in the sections');
    const link = LINK.exec(line);
    if (!link) fail(i, 'a section holds only "- [name](url): notes" items');
    section.links.push({ title: link[1].replace(/\\(.)/g, '$1'), url: link[2], notes: link[3] ?? null });
  }
  for (const s of result.sections) if (!s.links.length) throw new Error(`llms.txt: section "${s.title}" has no links`);
  return result;
}

module.exports = { parseLlmsTxt };
