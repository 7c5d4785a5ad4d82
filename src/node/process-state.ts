import type { Actions, NodePluginArgs } from 'gatsby';
import type { TwinsAhead } from './output/twins/twins-ahead';
import type { PrerenderResult } from './remark/mermaid-prerender';

/**
 * What one Gatsby process carries from one hook to the next, in one place. A build runs each
 * hook once, so this lives as long as the build; `gatsby develop` runs them again after every
 * change, and this is what it remembers between runs. Everything else a hook needs comes from
 * Gatsby's nodes (the content model) or its arguments; caches of pure computations stay in the
 * modules that compute them (each says so).
 */
export const processState = {
  /** Problems found while nodes were made, per file and stage, until the file is read again (content/problems.ts). */
  fileProblems: new Map<string, { file: string; problems: string[] }>(),
  /** Docs whose files failed validation, per file: sidebars still know them, so one problem is reported once (content/problems.ts). */
  failedDocs: new Map<string, { version: string; id: string }>(),
  /** Each YAML file's last valid content, which develop keeps rendering while an edit breaks it (content/last-valid.ts). */
  lastValid: new Map<string, unknown>(),
  /** Develop's report of problems (content/problems.ts). */
  report: {
    /** The text last printed, so a report is printed once per change. */
    last: '',
    /** Problems between files, as last computed over the nodes. */
    betweenFiles: [] as string[],
    pending: undefined as NodeJS.Timeout | undefined,
    /** Before the first createPages, nodes are still being sourced: createPages reports then. */
    pagesCreated: false,
  },
  /** `gatsby build`: the drawing of the diagrams, started after sourcing, awaited after the HTML (on-post-bootstrap.ts). */
  diagramsDrawn: null as Promise<PrerenderResult> | null,
  /** `gatsby build`: the Markdown twins converted in a thread once the diagrams are drawn, used after the HTML (on-post-bootstrap.ts). */
  twinsAhead: null as TwinsAhead | null,
  /** How many times each node that page contexts name was made (develop/page-revisions.ts). */
  revisions: { byNode: new Map<string, number>(), sidebars: new Set<string>(), docsMade: 0 },
  /** Whether content changed while createPages ran (develop/pages-after-late-nodes.ts). */
  pagesAfterLateNodes: {
    phase: null as 'creating' | 'created' | 'asked' | null,
    made: 0,
    atStart: { made: 0, existing: 0 },
    touchNode: null as Actions['touchNode'] | null,
    getNode: null as NodePluginArgs['getNode'] | null,
  },
};
