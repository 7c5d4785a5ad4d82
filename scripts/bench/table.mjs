// Renders results.json as Markdown tables: printed by the bench and placed in bench/README.md.
const num = (n, digits = 0) => (n === null || n === undefined || Number.isNaN(n) ? '–' : n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }));

function table(head, rows) {
  return [`| ${head.join(' | ')} |`, `| ${head.map((h, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

/**
 * The command the builds ran: `npm run build` (ours with its script, the peer's `docusaurus build`)
 * since the build script gave Node its options; entries from before that record no script.
 */
const buildCommand = (b) =>
  b?.levers?.script ? `each built with \`npm run build\` (ours: \`${b.levers.script}\`; the peer's: \`docusaurus build\`)` : 'each built with `gatsby build` (the peer: `docusaurus build`) run directly';

const loadNote = (part) => `measured ${part.measuredAt.slice(0, 16).replace('T', ' ')} UTC, load average at start ${part.loadAverage}`;

export function renderTables(results) {
  const out = [];
  const m = results.machine;
  out.push(`Machine: ${m.cpus} × ${m.cpuModel}, ${m.memoryGB} GB, Node ${m.node}, ${m.chromium}.`);
  const { build, scale, weight, lighthouse, search } = results;
  if (build || scale) {
    const rows = [];
    if (build) {
      // Over several rounds: the median run, and each run's time.
      const time = (b) => (b.runSeconds ? `${num(b.seconds, 1)} (${b.runSeconds.map((t) => num(t, 1)).join(', ')})` : num(b.seconds, 1));
      const row = (label, b) => [label, num(b.pages), time(b), '–', num(b.peakPssMB), num(b.loadBefore, 2)];
      rows.push(row('This site, cold', build.cold));
      rows.push(row('This site, warm (nothing changed)', build.warm));
      rows.push(row(`This site, warm (\`${build.editedDoc}\` edited)`, build.edited));
      const { peer } = build;
      for (const [mode, label] of [['docusaurus', `Docusaurus ${peer?.version}`], ['faster', `Docusaurus ${peer?.version} Faster`]]) {
        if (!peer?.[mode]) continue;
        rows.push(row(`${label}, cold`, peer[mode].cold));
        rows.push(row(`${label}, warm (nothing changed)`, peer[mode].warm));
        rows.push(row(`${label}, warm (\`${peer.editedDoc}\` edited)`, peer[mode].edited));
      }
    }
    for (const s of scale?.sizes ?? []) {
      const perDocs = (b) => num((b.seconds / s.docs) * 1000);
      const row = (label, b) => [label, num(b.pages), num(b.seconds, 1), perDocs(b), num(b.peakPssMB), num(b.loadBefore, 2)];
      rows.push(row(`Generated site, ${num(s.docs)} docs, cold (heap: ${s.heap})`, s));
      // Entries measured before warm builds were part of the scale bench have only the cold build.
      if (s.warm) rows.push(row(`Generated site, ${num(s.docs)} docs, warm (nothing changed)`, s.warm));
      if (s.edited) rows.push(row(`Generated site, ${num(s.docs)} docs, warm (one doc edited)`, s.edited));
      for (const [mode, label] of [['docusaurus', `Docusaurus ${s.peer?.version}`], ['faster', `Docusaurus ${s.peer?.version} Faster`]]) {
        if (!s.peer?.[mode]) continue;
        rows.push(row(`${label}, ${num(s.docs)} docs, cold`, s.peer[mode].cold));
        rows.push(row(`${label}, ${num(s.docs)} docs, warm (nothing changed)`, s.peer[mode].warm));
        rows.push(row(`${label}, ${num(s.docs)} docs, warm (one doc edited)`, s.peer[mode].edited));
      }
    }
    out.push('', '**Builds** (ours, and the peer\'s when measured with `--peer`; wall time, peak PSS of the process tree)', '', table(['Build', 'Pages', 'Time (s)', 's per 1,000 docs', 'Peak PSS (MB)', 'Load before'], rows));
    for (const part of [build, scale].filter(Boolean)) {
      const rounds = part === build && build.rounds > 1 ? `; the median of ${build.rounds} rounds (each ours, then the peer's), every run's time in brackets` : '';
      out.push('', `_${part === build ? 'Site builds' : 'Scale builds'}: ${loadNote(part)}${rounds}; ${buildCommand(part === build ? build.cold : scale.sizes[0])}._`);
    }
  }
  if (weight) {
    out.push('', '**Page weight** (KB transferred, gzip, after load, hydration and network idle)', '');
    out.push(table(['Page', 'HTML', 'CSS', 'JS', 'Other', 'Total', 'Requests'], weight.pages.map((p) => [`\`${p.route}\``, num(p.htmlKB, 1), num(p.cssKB, 1), num(p.jsKB, 1), num(p.otherKB, 1), num(p.totalKB, 1), p.requests])));
    out.push('', `_${loadNote(weight)}._`);
  }
  if (search) {
    out.push('', `**Search** (the first query from \`${search.queries[0]?.route}\`: KB fetched after opening, gzip, and the time from typing to results; index: ${search.index.files} files, ${num(search.index.rawKB, 1)} KB, ${num(search.index.gzipKB, 1)} KB gzip)`, '');
    out.push(table(['Query', 'First query (KB)', 'Requests', 'Typing to results (ms)', 'Results'], search.queries.map((q) => [`\`${q.query}\``, num(q.firstQueryKB, 1), q.requests, num(q.keystrokeToResultsMs), q.results])));
    out.push('', `_${loadNote(search)}._`);
    for (const scaled of search.scale ?? []) {
      out.push('', `**Search with ${num(scaled.docs)} generated docs in the index** (${num(scaled.records)} records; index: ${scaled.index.files} files, ${num(scaled.index.rawKB, 1)} KB, ${num(scaled.index.gzipKB, 1)} KB gzip)`, '');
      out.push(table(['Query', 'First query (KB)', 'Requests', 'Typing to results (ms)', 'Results'], scaled.queries.map((q) => [`\`${q.query}\``, num(q.firstQueryKB, 1), q.requests, num(q.keystrokeToResultsMs), q.results])));
      out.push('', `_${loadNote(scaled)}._`);
    }
  }
  if (lighthouse) {
    out.push('', `**Lighthouse** ${lighthouse.version} (median of ${lighthouse.runs} runs; scores 0-100, times in ms)`, '');
    out.push(table(['Page', 'Preset', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'], lighthouse.pages.map((p) => [`\`${p.route}\``, p.preset, p.performance, p.accessibility, p.bestPractices, p.seo, num(p.fcpMs), num(p.lcpMs), num(p.tbtMs), num(p.cls, 3)])));
    out.push('', `_${loadNote(lighthouse)}._`);
  }
  const { loop } = results;
  if (loop) {
    const sec = (f, digits) => `${num(f.median, digits)} / ${num(f.max, digits)}`;
    const rows = ['ours', 'peer'].filter((k) => loop.sites[k]?.summary).map((k) => {
      const { label, summary: s } = loop.sites[k];
      return [label, s.runs, sec(s.coldStartSeconds, 1), sec(s.bodyEditSeconds, 2), sec(s.titleEditSeconds, 2), sec(s.peakPssMB), s.loadBefore.map((l) => num(l, 2)).join(', ')];
    });
    out.push('', `**Authors' loop** (median / max; cold start: caches removed, dev server started, \`${loop.docs.body}\` opened as soon as it answers, until its text shows; edits: ${loop.edits} per run, from the write of the source to the new text in the open page, body on \`${loop.docs.body}\`, front-matter title on \`${loop.docs.title}\`; peer: Docusaurus ${loop.peer.docusaurus})`, '');
    out.push(table(['Site', 'Runs', 'Cold start (s)', 'Body edit (s)', 'Title edit (s)', 'Peak PSS (MB)', 'Load before each run'], rows));
    out.push('', `_${loadNote(loop)}._`);
  }
  return out.join('\n');
}
