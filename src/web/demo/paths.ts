/**
 * The template demo pages (docs/product.md#roles: not product behaviour, no data). Only their paths live here,
 * so the route table knows them exactly without loading the demo chunk.
 */
const COMPONENT_NAMES = [
  'accordions',
  'alerts',
  'badges',
  'breadcrumbs',
  'buttons',
  'forms',
  'modals',
  'navs',
  'navbars',
  'pagination',
  'popovers',
  'progress',
  'tables',
  'tabs',
  'tooltips',
  'toasts',
] as const;

export type ComponentName = (typeof COMPONENT_NAMES)[number];

export const DEMO_PAGE_PATHS = [
  '/upgrade',
  '/tables/bootstrap-tables',
  '/examples/billing',
  '/examples/invoice',
  '/widgets',
  ...COMPONENT_NAMES.map((name) => `/components/${name}`),
] as const;
