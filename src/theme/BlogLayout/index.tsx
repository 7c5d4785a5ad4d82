import React from 'react';
import { useBlogSidebar } from '../../hooks/useBlogSidebar';
import BlogFeedLinks from '../BlogFeedLinks';
import BlogSidebar from '../BlogSidebar';
import Layout from '../Layout';
import * as styles from './styles.module.css';

type Props = {
  /** The current route, for the sidebar's active post. */
  activePath: string;
  /** A right-hand column (the table of contents on post pages). */
  aside?: React.ReactNode;
  children: React.ReactNode;
};

/** Every blog page: the recent-posts sidebar (desktop column, mobile menu panel) and the feed links. */
export default function BlogLayout({ activePath, aside, children }: Props) {
  const sidebar = useBlogSidebar();
  const path = activePath.replace(/\/$/, '');
  return (
    <Layout fullWidth secondaryMenu={(close) => <BlogSidebar data={sidebar} activePath={path} variant="mobile" onNavigate={close} />}>
      <BlogFeedLinks />
      <div className={styles.page}>
        <aside className={`${styles.sidebar} desktop-only`} aria-label="Blog sidebar">
          <BlogSidebar data={sidebar} activePath={path} />
        </aside>
        <div className={aside ? `${styles.main} ${styles.withAside}` : styles.main}>
          <div className={styles.content}>{children}</div>
          {aside && <div className={styles.aside}>{aside}</div>}
        </div>
      </div>
    </Layout>
  );
}
