// The rules of the web app's stylesheet that can apply to one pre-rendered page (scripts/build-prerender.ts
// inlines them, so the page paints without waiting for the whole stylesheet). Written for the
// minified CSS Vite emits (no comments); a rule is kept unless its selector names a class, id,
// element or attribute the page's HTML does not have. State (:hover, :focus, ::before…) is not
// judged, so a rule for a state of an element the page has is kept: the first paint is exact, and
// the whole stylesheet, loaded after the content, covers what scripts change later.

interface Block {
  /** The selector list or at-rule prelude; for a statement (`@charset …;`) the whole statement. */
  prelude: string;
  /** The text between the braces; null for a statement. */
  body: string | null;
}

/** Split CSS into its top-level statements and blocks. */
export function parseBlocks(css: string): Block[] {
  const blocks: Block[] = [];
  let start = 0;
  let i = 0;
  while (i < css.length) {
    const c = css[i]!;
    if (c === '"' || c === "'") {
      i = skipString(css, i);
      continue;
    }
    if (c === ';') {
      const statement = css.slice(start, i + 1).trim();
      if (statement !== ';') blocks.push({ prelude: statement, body: null });
      start = ++i;
      continue;
    }
    if (c === '{') {
      const end = matchingBrace(css, i);
      blocks.push({ prelude: css.slice(start, i).trim(), body: css.slice(i + 1, end) });
      start = i = end + 1;
      continue;
    }
    i++;
  }
  return blocks;
}

function skipString(text: string, at: number): number {
  const quote = text[at];
  let i = at + 1;
  while (i < text.length && text[i] !== quote) i += text[i] === '\\' ? 2 : 1;
  return i + 1;
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i]!;
    if (c === '"' || c === "'") i = skipString(css, i) - 1;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  throw new Error(`unbalanced braces in CSS at ${open}`);
}

/** Split on commas outside parentheses, brackets and strings. */
export function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i]!;
    if (c === '"' || c === "'") i = skipString(list, i) - 1;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** What a page's HTML has: element names, classes, ids and attribute names. */
export interface PageVocabulary {
  tags: Set<string>;
  classes: Set<string>;
  ids: Set<string>;
  attributes: Set<string>;
}

export function pageVocabulary(html: string): PageVocabulary {
  const vocabulary: PageVocabulary = { tags: new Set(), classes: new Set(), ids: new Set(), attributes: new Set() };
  for (const [, tag, attrs] of html.matchAll(/<([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g)) {
    vocabulary.tags.add(tag!.toLowerCase());
    for (const [, name, value] of attrs!.matchAll(/([^\s"'=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      const attribute = name!.toLowerCase();
      vocabulary.attributes.add(attribute);
      if (attribute === 'class') value?.split(/\s+/).forEach((c) => c && vocabulary.classes.add(c));
      if (attribute === 'id' && value) vocabulary.ids.add(value);
    }
  }
  return vocabulary;
}

/** The selector without its pseudo-classes and pseudo-elements (and their arguments). */
function withoutPseudos(selector: string): string {
  let out = '';
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i]!;
    if (c === '\\') {
      out += selector.slice(i, i + 2);
      i++;
    } else if (c === '[') {
      const end = selector.indexOf(']', i);
      out += selector.slice(i, end + 1);
      i = end;
    } else if (c === ':') {
      i += selector[i + 1] === ':' ? 2 : 1;
      while (i < selector.length && /[\w-]/.test(selector[i]!)) i++;
      if (selector[i] === '(') {
        let depth = 0;
        for (; i < selector.length; i++) {
          if (selector[i] === '(') depth++;
          else if (selector[i] === ')' && --depth === 0) break;
        }
      } else i--;
    } else out += c;
  }
  return out;
}

const unescape = (name: string) => name.replace(/\\(.)/g, '$1');

/** Whether a selector can match on the page: every class, id, element and attribute it names is there. */
export function mayMatch(selector: string, page: PageVocabulary): boolean {
  let rest = withoutPseudos(selector);
  for (const [, name] of rest.matchAll(/\[\s*([\w-]+)/g)) if (!page.attributes.has(name!.toLowerCase())) return false;
  rest = rest.replace(/\[[^\]]*\]/g, ' ');
  for (const [, name] of rest.matchAll(/\.((?:\\.|[\w-])+)/g)) if (!page.classes.has(unescape(name!))) return false;
  for (const [, name] of rest.matchAll(/#((?:\\.|[\w-])+)/g)) if (!page.ids.has(unescape(name!))) return false;
  rest = rest.replace(/[.#](?:\\.|[\w-])+/g, ' ');
  for (const [, tag] of rest.matchAll(/(?:^|[\s>+~(])([a-zA-Z][\w-]*)/g)) {
    if (!page.tags.has(tag!.toLowerCase())) return false;
  }
  return true;
}

const GROUPING = /^@(media|supports|layer|container|document)\b/i;

function keepBlocks(blocks: Block[], page: PageVocabulary): string {
  let out = '';
  for (const { prelude, body } of blocks) {
    if (body === null) out += prelude;
    else if (GROUPING.test(prelude)) {
      const inner = keepBlocks(parseBlocks(body), page);
      if (inner) out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@')) {
      // @font-face and @keyframes are kept by criticalCss when a kept rule uses them; others stay.
      if (!/^@(font-face|(-\w+-)?keyframes)\b/i.test(prelude)) out += `${prelude}{${body}}`;
    } else {
      const selectors = splitSelectors(prelude).filter((s) => mayMatch(s, page));
      if (selectors.length) out += `${selectors.join(',')}{${body}}`;
    }
  }
  return out;
}

/** The fonts and animations a piece of CSS uses, by name. */
function usedNames(css: string): { fonts: Set<string>; animations: Set<string> } {
  const fonts = new Set<string>();
  const animations = new Set<string>();
  for (const [, value] of css.matchAll(/font-family:([^;}]+)/g)) {
    value!.split(',').forEach((f) => fonts.add(f.trim().replace(/^["']|["']$/g, '')));
  }
  for (const [, value] of css.matchAll(/animation(?:-name)?:([^;}]+)/g)) {
    value!.split(/[\s,]+/).forEach((a) => a && animations.add(a));
  }
  return { fonts, animations };
}

/** The rules of `css` that can apply to `html` (a whole page), with the fonts and keyframes they use. */
export function criticalCss(css: string, html: string): string {
  const blocks = parseBlocks(css);
  const rules = keepBlocks(blocks, pageVocabulary(html));
  const { fonts, animations } = usedNames(rules);
  let extra = '';
  for (const { prelude, body } of blocks) {
    if (body === null) continue;
    if (/^@font-face$/i.test(prelude)) {
      const family = /font-family:\s*["']?([^;"'}]+)/.exec(body)?.[1]?.trim();
      if (family && fonts.has(family)) extra += `${prelude}{${body}}`;
    } else {
      const name = /^@(?:-\w+-)?keyframes\s+(\S+)/i.exec(prelude)?.[1];
      if (name && animations.has(name)) extra += `${prelude}{${body}}`;
    }
  }
  return extra + rules;
}
