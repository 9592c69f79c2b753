import { Marked, type Tokens } from 'marked';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Links between docs (`quick-start.md`, `../CHANGELOG.md#x`) become the app's documentation routes. */
export function rewriteDocLink(href: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#') || href.startsWith('/')) return href;
  const match = /^(?:\.\.?\/)*(?:docs\/)?([A-Za-z0-9_-]+)\.md(#.*)?$/.exec(href);
  if (!match?.[1]) return href;
  const slug = match[1] === 'CHANGELOG' ? 'changelog' : match[1];
  return `/documentation/${slug}${match[2] ?? ''}`;
}

const marked = new Marked({ gfm: true });
marked.use({
  renderer: {
    // The docs are the repository's own files, but raw HTML in them is shown as text, never run.
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    // Code blocks scroll sideways: make them keyboard-focusable (axe: scrollable-region-focusable).
    code({ text, lang }: Tokens.Code) {
      const language = lang?.match(/^[\w-]+/)?.[0];
      const cls = language ? ` class="language-${language}"` : '';
      return `<pre tabindex="0"><code${cls}>${escapeHtml(text)}</code></pre>\n`;
    },
  },
  walkTokens(token) {
    if (token.type === 'link') {
      const link = token as Tokens.Link;
      link.href = rewriteDocLink(link.href);
      if (/^javascript:/i.test(link.href)) link.href = '#';
    }
  },
});

/** Markdown to HTML for the documentation pages. */
export function renderMarkdown(source: string): string {
  // A wide table scrolls sideways inside its own box (app.css): keyboard-focusable, like code blocks.
  return marked.parse(source, { async: false }).replace(/<table>/g, '<table tabindex="0">');
}
