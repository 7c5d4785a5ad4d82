import React from 'react';
import AnnouncementBar from '../AnnouncementBar';
import Footer from '../Footer';
import Navbar from '../Navbar';
import { PageShellProvider, type PageShellContext } from '../PageContext';
import SkipToContent, { MAIN_CONTENT_ID } from '../SkipToContent';
import * as styles from './styles.module.css';

type Props = PageShellContext & {
  children: React.ReactNode;
  /** Wide pages (docs with sidebars, the API reference) manage their own width. */
  fullWidth?: boolean;
};

/** The shell of every page: skip link, announcement bar, navbar, main content, footer. */
export default function Layout({ children, fullWidth, ...shell }: Props) {
  return (
    <PageShellProvider value={shell}>
      <div className={styles.wrapper}>
        <SkipToContent />
        <AnnouncementBar />
        <Navbar />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={`${styles.main} ${fullWidth ? '' : styles.contained}`}>
          {children}
        </main>
        <Footer />
      </div>
    </PageShellProvider>
  );
}
