import { describe, expect, it } from 'vitest';
import { renderMarkdown, rewriteDocLink } from '../../../src/web/docs/markdown';
import { groupOperations, schemaToText, type OpenApiDocument } from '../../../src/web/docs/openapiSchema';
import { docSource } from '../../../src/web/docs/content';
import { DOC_PAGES } from '../../../src/web/docs/pages';

describe('documentation markdown', () => {
  it('turns links between docs into documentation routes', () => {
    expect(rewriteDocLink('quick-start.md')).toBe('/documentation/quick-start');
    expect(rewriteDocLink('./configuration.md#providers')).toBe('/documentation/configuration#providers');
    expect(rewriteDocLink('../CHANGELOG.md')).toBe('/documentation/changelog');
    expect(rewriteDocLink('docs/overview.md')).toBe('/documentation/overview');
    expect(rewriteDocLink('https://example.com/a.md')).toBe('https://example.com/a.md');
    expect(rewriteDocLink('/documentation/api-reference')).toBe('/documentation/api-reference');
  });

  it('shows raw HTML as text and neutralises javascript: links', () => {
    const html = renderMarkdown(
      'Hi <script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toMatch(/href="javascript:/i);
  });

  it('renders fenced code as an escaped, keyboard-focusable block', () => {
    const html = renderMarkdown('```sh\necho "<b>" && npm start\n```');
    expect(html).toContain('<pre tabindex="0"><code class="language-sh">');
    expect(html).toContain('&lt;b&gt;');
  });

  it('makes tables keyboard-focusable (a wide one scrolls sideways in its own box)', () => {
    const html = renderMarkdown('| a | b |\n| - | - |\n| 1 | 2 |');
    expect(html).toContain('<table tabindex="0">');
  });

  it('has every listed page in the repository (docs/*.md and CHANGELOG.md)', () => {
    for (const page of DOC_PAGES) {
      const source = docSource(page.slug);
      expect(source, page.file).toBeTruthy();
      expect(source!.startsWith('# '), `${page.file} starts with a title`).toBe(true);
    }
    expect(docSource('nope')).toBeNull();
  });
});

describe('API reference rendering', () => {
  const doc: OpenApiDocument = {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: {
      '/orders/{id}': { delete: { tags: ['orders'], responses: { '204': { description: 'gone' } } } },
      '/api/site': { get: { responses: {} } },
    },
    components: { schemas: { Money: { type: 'integer', minimum: 0 } } },
  };

  it('prints schemas as readable types', () => {
    const text = schemaToText(
      {
        type: 'object',
        required: ['amount'],
        properties: {
          amount: { $ref: '#/components/schemas/Money' },
          status: { enum: ['Active', 'Completed'] },
          tags: { type: 'array', items: { type: 'string', maxLength: 50 } },
        },
      },
      doc,
    );
    expect(text).toBe(
      '{\n  amount: integer (0..∞)\n  status?: "Active" | "Completed"\n  tags?: string (length 0..50)[]\n}',
    );
  });

  it('groups operations by tag, else by path', () => {
    expect(groupOperations(doc).map(([g, ops]) => [g, ops.map((o) => `${o.method} ${o.path}`)])).toEqual([
      ['orders', ['DELETE /orders/{id}']],
      ['site', ['GET /api/site']],
    ]);
  });
});
