import fs from 'fs';
import path from 'path';
import v8 from 'v8';
import { fileFingerprint as fingerprint, moduleCode, packageVersions } from '../../cache/content-memo';
import { requireFromProject } from '../../project-require';
import type { FileScan } from './scan-file';
import type { PageScan } from './scan-page';

const SCAN_ENTRY = 'src/node/output/scan/scan-file.ts';

/** The scan's code and packages, read from the project. */
function scanCode(): string {
  const { hash, packages } = moduleCode(SCAN_ENTRY);
  return `${hash} ${packageVersions(packages, requireFromProject)}`;
}

type Stored = { salt: string; publicDir: string; scans: Map<string, { fingerprint: string; scan: FileScan }>; slices: Map<string, PageScan> };

/**
 * Each built page's scan, remembered from the build before (in .cache, beside Gatsby's own state
 * of that build): a warm build reads, fixes and parses only the pages Gatsby wrote again. A page
 * is taken as unchanged when its size, modification time and inode are those the pass left, and
 * everything is scanned again when the scan's code or packages changed (its salt), or public/ moved.
 */
export function pageScanMemo(publicDir: string, { file = path.resolve('.cache', 'post-build', 'page-scans.v8'), salt = scanCode() } = {}) {
  let stored: Stored['scans'] = new Map();
  let storedSlices: Stored['slices'] = new Map();
  try {
    const read = v8.deserialize(fs.readFileSync(file)) as Stored;
    if (read.salt === salt && read.publicDir === publicDir) {
      stored = read.scans;
      storedSlices = read.slices ?? new Map();
    }
  } catch {
    // No memo yet (a cold build), or an unreadable one: every page is scanned.
  }
  const kept: Stored['scans'] = new Map();
  return {
    /** The page's last scan, if the file is as the pass left it. */
    get(page: string): FileScan | undefined {
      const hit = stored.get(page);
      if (!hit) return undefined;
      const stat = fs.statSync(path.join(publicDir, page), { throwIfNoEntry: false });
      return stat && fingerprint(stat) === hit.fingerprint ? hit.scan : undefined;
    },
    /** Remembers a page's scan, with the file as the pass left it (after its fixes were written). */
    set(scan: FileScan): void {
      kept.set(scan.file, { fingerprint: fingerprint(fs.statSync(path.join(publicDir, scan.file))), scan });
    },
    /** The scans of the slices cut out of the remembered pages (./scan-file.ts). */
    slices: (): Stored['slices'] => storedSlices,
    /** Writes what this build used: pages gone from public/ are dropped, and slices no page has. */
    save(scans: FileScan[], slices: Stored['slices'] = new Map()): void {
      for (const scan of scans) if (!kept.has(scan.file)) kept.set(scan.file, stored.get(scan.file)!);
      const used = new Set(scans.flatMap((s) => s.scan.slots?.map((slot) => slot.slice) ?? []));
      const keptSlices = new Map([...slices].filter(([id]) => used.has(id)));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, v8.serialize({ salt, publicDir, scans: kept, slices: keptSlices } satisfies Stored));
    },
  };
}
