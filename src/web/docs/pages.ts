/**
 * Documentation pages, rendered from the repository's own docs/*.md and CHANGELOG.md (docs/product.md#screens
 * lists the first seven). Titles only: the content is in the lazily loaded docs chunk.
 */
export const DOC_PAGES = [
  { slug: 'overview', title: 'Overview', file: 'overview.md' },
  { slug: 'product', title: 'The product', file: 'product.md' },
  { slug: 'architecture', title: 'Architecture', file: 'architecture.md' },
  { slug: 'quick-start', title: 'Quick start', file: 'quick-start.md' },
  { slug: 'analytics', title: 'Reading your analytics', file: 'analytics.md' },
  { slug: 'download', title: 'Download', file: 'download.md' },
  { slug: 'configuration', title: 'Configuration', file: 'configuration.md' },
  { slug: 'payments', title: 'Payments', file: 'payments.md' },
  { slug: 'content-writer', title: 'Content writer', file: 'content-writer.md' },
  { slug: 'folder-structure', title: 'Folder structure', file: 'folder-structure.md' },
  { slug: 'build-tools', title: 'Build tools', file: 'build-tools.md' },
  { slug: 'license', title: 'License', file: 'license.md' },
  { slug: 'ad-campaigns', title: 'Ad campaigns', file: 'ad-campaigns.md' },
  { slug: 'benchmarks', title: 'Benchmarks and limits', file: 'benchmarks.md' },
  { slug: 'changelog', title: 'Changelog', file: 'CHANGELOG.md' },
] as const;

/** The API reference page, generated from /api/openapi.json. */
export const API_REFERENCE_SLUG = 'api-reference';
