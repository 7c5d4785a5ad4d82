import React from 'react';
import { Icon, type FeatureIcon } from './icons';
import * as styles from './styles.module.css';

export type Feature = { icon: FeatureIcon; title: string; description: string };

export default function Features({ items }: { items: Feature[] }) {
  return (
    <section className={styles.features} aria-labelledby="features-heading">
      <h2 id="features-heading" className="sr-only">
        Features
      </h2>
      <div className={styles.grid}>
        {items.map((feature) => (
          <div key={feature.title} className={styles.feature}>
            <div className={styles.icon} aria-hidden="true">
              <Icon name={feature.icon} />
            </div>
            <h3 className={styles.title}>{feature.title}</h3>
            <p>{feature.description}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
