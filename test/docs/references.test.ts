import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../../src/server/paths';

/**
 * The code cites the repository's own documents (`docs/product.md#statuses`), never documents a
 * reader of the repository does not have. Every cited file and heading must exist.
 */
const SCANNED = ['src', 'test', 'e2e', 'bench', 'scripts'];
const CITATION = /docs\/([a-z0-9-]+\.md)(#[a-z0-9-]+)?/g;
const OUTSIDE = /\b(SPEC|DESIGN) §\s*\d/;

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
export function slugOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  return new Set(
    markdown
      .split('\n')
      .filter((line) => /^#{1,6}\s/.test(line))
      .map((line) => slugOf(line.replace(/^#{1,6}\s+/, ''))),
  );
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : files(path);
    return /\.(ts|tsx|mjs|sh|css)$/.test(name) ? [path] : [];
  });
}

/** Every broken citation in `text`: a doc that does not exist, or a heading it does not have. */
export function brokenCitations(text: string, docs: Map<string, Set<string>>): string[] {
  const broken: string[] = [];
  for (const [whole, file, anchor] of text.matchAll(CITATION)) {
    const anchors = docs.get(file!);
    if (!anchors) broken.push(`${whole}: no such document`);
    else if (anchor && !anchors.has(anchor.slice(1))) broken.push(`${whole}: no such heading`);
  }
  return broken;
}

const docs = new Map(
  readdirSync(fromRoot('docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => [f, anchorsOf(readFileSync(fromRoot('docs', f), 'utf8'))] as const),
);

describe('citations of the documentation', () => {
  const sources = SCANNED.flatMap((d) => files(fromRoot(d))).filter((f) => !f.endsWith('references.test.ts'));

  it('every cited document and heading exists', () => {
    const broken = sources.flatMap((f) =>
      brokenCitations(readFileSync(f, 'utf8'), docs).map((b) => `${relative(fromRoot(), f)}: ${b}`),
    );
    expect(broken).toEqual([]);
    expect(sources.some((f) => readFileSync(f, 'utf8').includes('docs/product.md#'))).toBe(true);
  });

  it('nothing cites the specification or design documents outside the repository', () => {
    const outside = sources.filter((f) => OUTSIDE.test(readFileSync(f, 'utf8'))).map((f) => relative(fromRoot(), f));
    expect(outside).toEqual([]);
  });

  it('the check finds a broken document and a broken heading', () => {
    expect(brokenCitations('see docs/product.md#statuses', docs)).toEqual([]);
    expect(brokenCitations('see docs/product.md#no-such-heading', docs)).toEqual([
      'docs/product.md#no-such-heading: no such heading',
    ]);
    expect(brokenCitations('see docs/nowhere.md', docs)).toEqual(['docs/nowhere.md: no such document']);
    expect(slugOf('Runs anywhere, scales out')).toBe('runs-anywhere-scales-out');
  });
});
