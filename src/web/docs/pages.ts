/**
 * Documentation pages, rendered from the repository's own docs/*.md and CHANGELOG.md (SPEC §2
 * lists the first seven). Titles only: the content is in the lazily loaded docs chunk.
 */
export const DOC_PAGES = [
  { slug: 'overview', title: 'Overview', file: 'overview.md' },
  { slug: 'quick-start', title: 'Quick start', file: 'quick-start.md' },
  { slug: 'download', title: 'Download', file: 'download.md' },
  { slug: 'configuration', title: 'Configuration', file: 'configuration.md' },
  { slug: 'folder-structure', title: 'Folder structure', file: 'folder-structure.md' },
  { slug: 'build-tools', title: 'Build tools', file: 'build-tools.md' },
  { slug: 'license', title: 'License', file: 'license.md' },
  { slug: 'benchmarks', title: 'Benchmarks and limits', file: 'benchmarks.md' },
  { slug: 'changelog', title: 'Changelog', file: 'CHANGELOG.md' },
] as const;

/** The API reference page, generated from /api/openapi.json. */
export const API_REFERENCE_SLUG = 'api-reference';
