import React from 'react';
import { useSiteConfig } from '../../hooks/useSiteConfig';
import Link from '../Link';
import * as styles from './styles.module.css';

/**
 * The notice above a doc of a version that is not the latest: unmaintained (an older version) or
 * unreleased, as the site config says (docs.versions[].banner, docs.lastVersion). It links to the
 * same doc in the latest version when that version has it, otherwise to the latest version's main
 * doc. Rendered into the page's HTML: readers without JavaScript see it too.
 */
export default function VersionBanner({ version, versionRoutes }: { version: string; versionRoutes: Record<string, string> }) {
  const { title, versions } = useSiteConfig();
  const own = versions.find((v) => v.name === version);
  const latest = versions.find((v) => v.latest);
  if (!own || !latest || own.banner === 'none' || own.name === latest.name) return null;
  const same = versionRoutes[latest.name];
  const target = (
    <Link to={same ?? latest.mainDocPath}>
      {same ? `this page in ${title} ${latest.label}` : `the ${title} ${latest.label} documentation`}
    </Link>
  );
  return (
    <div className={styles.banner} role="note" aria-label="Version notice" data-version-banner={own.banner}>
      {own.banner === 'unreleased' ? (
        <p>
          This is documentation for {title} {own.label}, a version that is not released yet. For the latest release, see {target}.
        </p>
      ) : (
        <p>
          This is documentation for {title} {own.label}, a version that is no longer maintained. For up-to-date documentation, see {target}.
        </p>
      )}
    </div>
  );
}
