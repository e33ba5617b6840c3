/** The operator console's areas: their group in the navigation and the screen that shows them (loaded on demand). */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface SectionProps {
  /** The item shown in detail (/admin/{section}/{id}), or null for the area's list. */
  id: string | null;
}

type SectionModule = { default: ComponentType<SectionProps> };

export const SECTION_GROUPS = ['overview', 'queues', 'trade', 'people', 'site', 'system', 'records'] as const;
export type SectionGroup = (typeof SECTION_GROUPS)[number];

interface SectionDef {
  group: SectionGroup;
  component: LazyExoticComponent<ComponentType<SectionProps>>;
}

const section = (group: SectionGroup, load: () => Promise<SectionModule>): SectionDef => ({ group, component: lazy(load) });

/** In navigation order; the first one is the console's start page. */
export const SECTIONS = {
  dashboard: section('overview', () => import('./sections/dashboard-section.tsx')),
  ads: section('queues', () => import('./sections/ads-section.tsx')),
  edits: section('queues', () => import('./sections/edits-section.tsx')),
  dealers: section('queues', () => import('./sections/dealers-section.tsx')),
  cancellations: section('queues', () => import('./sections/cancellations-section.tsx')),
  contacts: section('queues', () => import('./sections/contacts-section.tsx')),
  valuations: section('queues', () => import('./sections/valuations-section.tsx')),
  auctions: section('trade', () => import('./sections/auctions-section.tsx')),
  orders: section('trade', () => import('./sections/orders-section.tsx')),
  customers: section('people', () => import('./sections/customers-section.tsx')),
  content: section('site', () => import('./sections/content-section.tsx')),
  landing: section('site', () => import('./sections/landing-section.tsx')),
  pages: section('site', () => import('./sections/pages-section.tsx')),
  dealerArticles: section('site', () => import('./sections/dealer-articles-section.tsx')),
  settings: section('site', () => import('./sections/settings-section.tsx')),
  deadLetters: section('system', () => import('./sections/dead-letters-section.tsx')),
  audit: section('records', () => import('./sections/audit-section.tsx')),
  userActions: section('records', () => import('./sections/user-actions-section.tsx')),
} satisfies Record<string, SectionDef>;

export type SectionName = keyof typeof SECTIONS;

export function isSectionName(value: string | undefined): value is SectionName {
  return value !== undefined && Object.hasOwn(SECTIONS, value);
}
