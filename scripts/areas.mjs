/**
 * The server's areas (folders under src/server) and which others each may import: the one table
 * behind the ESLint rule (eslint.config.js, boundaries/dependencies), the loop check
 * (scripts/area-graph.ts, test/architecture/areas.test.ts) and docs/architecture.md#areas.
 *
 * `kernel` is src/server/{config-error,paths,ids,lifecycle}.ts, what every area may use; `config`
 * is src/server/config.ts (the one parsed configuration); `app` is the composition root
 * (src/server/{app,main,routes,services}.ts), which may import every area and which no area imports.
 * The graph must stay free of loops; add a new folder here and in the docs table.
 */
const BASE = ['kernel', 'config'];

/** @type {Record<string, string[]>} */
export const SERVER_AREAS = {
  kernel: [],
  config: ['kernel', 'ads'],
  db: [...BASE],
  http: [...BASE, 'db'],
  jobs: [...BASE, 'db'],
  email: [...BASE, 'db', 'jobs'],
  geo: [...BASE],
  // The ads providers take their settings as arguments (config.ts parses them with ads' schema).
  ads: ['kernel'],
  media: [...BASE, 'db', 'http'],
  auth: [...BASE, 'db', 'email', 'http'],
  profile: [...BASE, 'auth', 'db', 'http'],
  notifications: [...BASE, 'auth', 'db', 'http'],
  generation: [...BASE, 'db', 'media'],
  payments: [...BASE, 'auth', 'db', 'http', 'jobs', 'notifications'],
  orders: [...BASE, 'auth', 'campaigns', 'db', 'generation', 'http', 'jobs', 'notifications', 'payments'],
  campaigns: [...BASE, 'ads', 'auth', 'db', 'generation', 'geo', 'http', 'jobs', 'media', 'notifications', 'payments'],
  visitors: [...BASE, 'db'],
  landing: [...BASE, 'db', 'http', 'visitors'],
  tracking: [...BASE, 'db', 'http', 'landing', 'visitors'],
  leads: [...BASE, 'auth', 'db', 'email', 'http', 'landing', 'notifications', 'tracking'],
  analytics: [...BASE, 'auth', 'db', 'http', 'orders'],
  report: [...BASE, 'analytics', 'auth', 'db', 'email', 'http', 'jobs', 'orders'],
  'page-editor': [...BASE, 'auth', 'db', 'generation', 'http', 'landing', 'media', 'orders'],
  experiments: [...BASE, 'analytics', 'auth', 'db', 'http', 'orders', 'page-editor'],
  site: [...BASE, 'http'],
  openapi: [...BASE, 'http'],
};

/** Files directly in src/server that build and start the process: they may import every area. */
export const COMPOSITION_FILES = ['app.ts', 'main.ts', 'routes.ts', 'services.ts'];

/**
 * The web app's folders (src/web) and which others each may import: the same one table behind the
 * ESLint zones, the loop check (test/architecture/web-areas.test.ts) and
 * docs/architecture.md#web-areas. Layers like bulletproof-react's: `app` (the shell, the route
 * table, providers, and pages that compose several features) → features → `ui` (the UI kit) →
 * `lib` (the API client, formats, query keys, small hooks) → src/shared. Features never import
 * each other: a piece two features need moves down into ui or lib, a page that composes features
 * moves up into app/routes. The files directly in src/web (main.tsx, prerender.tsx, zodConfig.ts)
 * are the entry and count as `app`; `styles` is the global stylesheet main.tsx imports.
 */
const WEB_BASE = ['ui', 'lib'];

/** The web app's feature folders: each may import ui and lib only. */
export const WEB_FEATURES = [
  'analytics',
  'auth',
  'campaigns',
  'demo',
  'docs',
  'experiments',
  'guide',
  'orders',
  'page-editor',
  'payments',
  'profile',
  'site',
];

/** @type {Record<string, string[]>} */
export const WEB_AREAS = {
  app: [...WEB_FEATURES, ...WEB_BASE, 'styles'],
  ...Object.fromEntries(WEB_FEATURES.map((feature) => [feature, [...WEB_BASE]])),
  ui: ['lib'],
  lib: [],
  styles: [],
};

/** Folders under src/web that hold no code (served as they are). */
export const WEB_ASSET_FOLDERS = ['public'];
