import React from 'react';
import { graphql } from 'gatsby';
import type { TagRef } from '../../content-model/blog';
import Link from '../Link';
import * as styles from './styles.module.css';

/** The tags of a post, each linking to the tag's page. */
export default function BlogTags({ tags }: { tags: TagRef[] }) {
  if (tags.length === 0) return null;
  return (
    <div className={styles.tags}>
      <span className={styles.label}>Tags:</span>
      <ul className={styles.list}>
        {tags.map((tag) => (
          <li key={tag.key}>
            <Link to={tag.permalink} className={styles.tag} rel="tag">
              {tag.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A tag link (matches TagRef). */
export const tagRefFields = graphql`
  fragment TagRefFields on Tag {
    key
    label
    permalink: route
  }
`;
