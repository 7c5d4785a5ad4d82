import React from 'react';
import { graphql } from 'gatsby';
import * as styles from './styles.module.css';

export const query = graphql`
  fragment ReleaseMetaFields on Release {
    date(formatString: "MMMM D, YYYY")
    dateTime: date(formatString: "YYYY-MM-DD")
    prerelease
  }
`;

type Props = { release: { date: string | null; dateTime: string | null; prerelease: boolean } };

/** A release's date (or that it has none) and whether it is a pre-release. */
export default function ReleaseMeta({ release }: Props) {
  return (
    <p className={styles.meta}>
      {release.date && release.dateTime ? <time dateTime={release.dateTime}>{release.date}</time> : <span>Not tagged, no release date</span>}
      {release.prerelease && <span className={styles.badge}>Pre-release</span>}
    </p>
  );
}
