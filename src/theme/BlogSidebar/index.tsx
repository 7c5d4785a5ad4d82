import React from 'react';
import type { BlogSidebarData } from '../../content-model/blog';
import Link from '../Link';
import * as styles from './styles.module.css';

type Props = {
  data: BlogSidebarData;
  activePath: string;
  variant?: 'desktop' | 'mobile';
  onNavigate?: () => void;
};

/** Recent posts, grouped by year: beside blog pages on desktop, in the mobile menu's secondary panel. */
export default function BlogSidebar({ data, activePath, variant = 'desktop', onNavigate }: Props) {
  return (
    <nav aria-label="Blog recent posts" className={variant === 'desktop' ? styles.desktop : styles.mobile}>
      {/* An h2, so the year headings below it (h3) keep the page's heading levels in order. */}
      <h2 className={styles.title}>{data.title}</h2>
      {data.groups.map((group) => (
        // Not a <section>: a region per year would repeat the archive page's landmarks.
        <div key={group.year} className={styles.year}>
          <h3 className={styles.yearHeading}>{group.year}</h3>
          <ul className={styles.list}>
            {group.posts.map((post) => {
              const active = post.permalink === activePath;
              return (
                <li key={post.permalink}>
                  <Link to={post.permalink} className={`${styles.link} ${active ? styles.active : ''}`} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
                    {post.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
