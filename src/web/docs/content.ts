import { DOC_PAGES } from './pages';

// The repository's docs, bundled as text at build time (this module is only in the docs chunk).
const files = import.meta.glob(['../../../docs/*.md', '../../../CHANGELOG.md'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const byName = new Map(Object.entries(files).map(([path, text]) => [path.split('/').pop()!, text]));

/** The markdown source of a documentation page, or null when there is no such page. */
export function docSource(slug: string): string | null {
  const page = DOC_PAGES.find((p) => p.slug === slug);
  return page ? (byName.get(page.file) ?? null) : null;
}
