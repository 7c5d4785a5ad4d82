import React from 'react';
import type { PageProps } from 'gatsby';
import Features, { type Feature } from '../theme/Features';
import Hero from '../theme/Hero';
import Layout from '../theme/Layout';
import Seo from '../theme/Seo';

const FEATURES: Feature[] = [
  {
    icon: 'search',
    title: 'Real-time Monitoring',
    description:
      'Keep watch over services running in remote and hard-to-reach sites, with alerts the moment something changes and dashboards that show the whole estate at a glance.',
  },
  {
    icon: 'chart',
    title: 'SNMP Integration',
    description: 'Poll routers, switches and firewalls over SNMP for deep network visibility, and chart every interface and counter you collect.',
  },
  {
    icon: 'lock',
    title: 'Secure Access',
    description: 'Every component talks over mutual TLS, and role-based access control decides who may see and change what.',
  },
  {
    icon: 'cloud',
    title: 'Cloud Integration',
    description: 'Alerting runs in the cloud, so you still hear about a problem when the local network or the power at the site is down.',
  },
];

export default function HomePage({ location }: PageProps) {
  return (
    <Layout fullWidth>
      <Seo
        pageType="home"
        path={location.pathname}
        description="Monitor your infrastructure anywhere with ServiceRadar, a distributed network monitoring system."
      />
      <Hero
        title="Monitor your infrastructure anywhere"
        tagline="ServiceRadar is a distributed network monitoring system for the infrastructure and services you run in hard-to-reach places."
        actions={[
          { label: 'Get Started →', to: '/docs/intro', primary: true },
          { label: 'Quickstart', to: '/docs/quickstart' },
        ]}
      />
      <Features items={FEATURES} />
    </Layout>
  );
}
