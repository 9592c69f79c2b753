import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create as openFont, type Font } from 'fontkit';
import { woffToSfnt } from './woff';

const require = createRequire(import.meta.url);
const file = (name: string) => require.resolve(name);

/**
 * The faces the report PDF prints with, in the order a character looks for one that has its glyph:
 * Inter (the product's typeface, @fontsource/inter) for Latin, Cyrillic and Greek, then Noto Sans
 * Devanagari and Noto Sans Tamil (@fontsource, OFL). All ship inside npm packages: nothing is
 * downloaded and no system font is read. pdfkit embeds only the faces a report uses, subset to the
 * glyphs it prints, and shapes each run with fontkit (conjuncts, vowel signs that go before their
 * consonant). `complex` faces reorder glyphs, so their runs carry the text in logical order as
 * ActualText, for copy and text extraction.
 */
const FACES = [
  { id: 'inter', complex: false, files: weights('@fontsource/inter/files/inter-latin') },
  { id: 'inter-ext', complex: false, files: weights('@fontsource/inter/files/inter-latin-ext') },
  { id: 'inter-cyrillic', complex: false, files: weights('@fontsource/inter/files/inter-cyrillic') },
  { id: 'inter-greek', complex: false, files: weights('@fontsource/inter/files/inter-greek') },
  {
    id: 'devanagari',
    complex: true,
    files: weights('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari'),
  },
  { id: 'tamil', complex: true, files: weights('@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil') },
] as const;

function weights(prefix: string) {
  return { regular: `${prefix}-400-normal.woff`, bold: `${prefix}-700-normal.woff` };
}

export type Weight = 'regular' | 'bold';

/** A face of the document, read, unwrapped and registered the first time a text asks for it. */
class Face {
  private loaded?: { font: Font; ascent: number; descent: number };

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    /** The name the face is registered under in the document. */
    readonly name: string,
    readonly complex: boolean,
    private readonly module: string,
  ) {}

  private load() {
    if (!this.loaded) {
      const data = woffToSfnt(readFileSync(file(this.module)));
      this.doc.registerFont(this.name, data);
      const font = openFont(data) as Font;
      const scale = 1000 / font.unitsPerEm;
      // Per 1000 units of the em, as pdfkit measures: above and below the baseline.
      this.loaded = { font, ascent: font.ascent * scale, descent: -font.descent * scale };
    }
    return this.loaded;
  }

  has(codePoint: number): boolean {
    return this.load().font.hasGlyphForCodePoint(codePoint);
  }

  get ascent(): number {
    return this.load().ascent;
  }

  get descent(): number {
    return this.load().descent;
  }

  /** Registers the face (if no text has yet) and returns its name. */
  registered(): string {
    this.load();
    return this.name;
  }
}

/** One grapheme cluster and the face it prints in. */
interface Cluster {
  text: string;
  face: Face;
  space: boolean;
}

export interface TextStyle {
  size: number;
  weight: Weight;
  color: string;
}

/**
 * Sets the report's text in a pdfkit document: splits it into runs by script, each run in a face
 * that has its glyphs, and wraps the words inside the given width (pdfkit's own wrapping would
 * measure a line in one font only).
 */
export class TextSetter {
  private readonly faces: Record<Weight, Face[]>;
  private readonly graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

  constructor(private readonly doc: PDFKit.PDFDocument) {
    const faces = (weight: Weight) =>
      FACES.map((f) => new Face(doc, `${f.id}-${weight}`, f.complex, f.files[weight]));
    this.faces = { regular: faces('regular'), bold: faces('bold') };
  }

  /** The Latin face of a weight: what pdfkit's own calls (moveDown, lines) measure with. */
  primary(weight: Weight): string {
    return this.faces[weight][0]!.registered();
  }

  /** The text as grapheme clusters, each in the first face that has all its characters. */
  clusters(text: string, weight: Weight): Cluster[] {
    const faces = this.faces[weight];
    const out: Cluster[] = [];
    let current: Face | undefined;
    for (const { segment } of this.graphemes.segment(text)) {
      const points = [...segment].map((c) => c.codePointAt(0)!);
      const has = (f: Face) => points.every((p) => f.has(p));
      // A space, a digit or punctuation stays in the run it is in when that face has it.
      const face =
        (current && has(current) ? current : undefined) ??
        faces.find(has) ??
        faces.find((f) => f.has(points[0]!)) ??
        faces[0]!;
      current = face;
      out.push({ text: segment, face, space: /^\s+$/u.test(segment) });
    }
    return out;
  }

  /** The width of clusters set at `size` (points). */
  width(clusters: Cluster[], size: number): number {
    let w = 0;
    for (const run of runs(clusters)) w += this.doc.font(run.face.name).fontSize(size).widthOfString(run.text);
    return w;
  }

  private metrics(clusters: Cluster[], style: TextStyle) {
    const used = new Set(clusters.map((c) => c.face));
    if (!used.size) used.add(this.faces[style.weight][0]!);
    const ascent = (Math.max(...[...used].map((f) => f.ascent)) * style.size) / 1000;
    const descent = (Math.max(...[...used].map((f) => f.descent)) * style.size) / 1000;
    return { ascent, height: ascent + descent };
  }

  /**
   * Draws one line of clusters with its baseline at `baseline`. A line with a run in a complex face
   * is one marked span whose ActualText is the line in logical order (the glyphs of a conjunct or of
   * a vowel sign drawn before its consonant do not spell the text in order on their own).
   */
  private draw(clusters: Cluster[], x: number, baseline: number, style: TextStyle) {
    const doc = this.doc;
    const parts = runs(clusters);
    const complex = parts.some((run) => run.face.complex);
    doc.fillColor(style.color);
    if (complex) doc.markContent('Span', { actual: parts.map((run) => run.text).join('') });
    for (const run of parts) {
      doc.font(run.face.name).fontSize(style.size);
      const w = doc.widthOfString(run.text);
      doc.text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
      x += w;
    }
    if (complex) {
      // pdfkit draws each run under its own flip of the page's y axis (q … Q); poppler places an
      // ActualText span with the matrix and font in force where the span ends, so it ends under
      // the same flip and font as the glyphs it stands for.
      doc.save().transform(1, 0, 0, -1, 0, doc.page.height);
      const id = (doc as unknown as { _font: { id: string } })._font.id;
      doc.addContent(`BT /${id} ${style.size} Tf ET`);
      doc.endMarkedContent();
      doc.restore();
    }
  }

  /** The lines the text wraps into within `width` (a newline in the text starts a new line). */
  lines(text: string, width: number, style: TextStyle): Cluster[][] {
    const out: Cluster[][] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      const words = wordRuns(this.clusters(paragraph.replace(/\t/g, ' '), style.weight));
      let line: Cluster[] = [];
      // The line's width with its trailing spaces (pdfkit measures word by word, so widths add up).
      let lineWidth = 0;
      for (const word of words) {
        const wordWidth = this.width(trimEnd(word), style.size);
        if (line.length && lineWidth + wordWidth > width) {
          out.push(trimEnd(line));
          line = [];
          lineWidth = 0;
        }
        // A word longer than the line is cut between grapheme clusters.
        let rest = word;
        if (!line.length && wordWidth > width) {
          while (rest.length && this.width(trimEnd(rest), style.size) > width) {
            let n = 1;
            while (n < rest.length && this.width(rest.slice(0, n + 1), style.size) <= width) n++;
            out.push(rest.slice(0, n));
            rest = rest.slice(n);
          }
        }
        line.push(...rest);
        lineWidth += this.width(rest, style.size);
      }
      out.push(trimEnd(line));
    }
    return out;
  }

  /**
   * A paragraph from the top-left corner (x, doc.y), wrapped within `width`; a line that would
   * cross the bottom margin starts a new page. Leaves doc.y under the last line.
   */
  paragraph(text: string, x: number, width: number, style: TextStyle): void {
    const doc = this.doc;
    const lines = this.lines(text, width, style);
    const { ascent, height } = this.metrics(lines.flat(), style);
    for (const line of lines) {
      if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const top = doc.y;
      this.draw(line, x, top + ascent, style);
      doc.y = top + height;
    }
    doc.x = x;
    doc.font(this.primary(style.weight)).fontSize(style.size);
  }

  /**
   * One line at (x, y) (its top), never wider than `width`: cut with an ellipsis if it would be;
   * `align: 'right'` ends it at x + width.
   */
  line(text: string, x: number, y: number, width: number, style: TextStyle & { align?: 'left' | 'right' }): void {
    let clusters = trimEnd(this.clusters(text.replace(/\s+/g, ' '), style.weight));
    if (this.width(clusters, style.size) > width) {
      const ellipsis = this.clusters('…', style.weight);
      while (clusters.length && this.width([...trimEnd(clusters), ...ellipsis], style.size) > width)
        clusters = clusters.slice(0, -1);
      clusters = [...trimEnd(clusters), ...ellipsis];
    }
    const w = this.width(clusters, style.size);
    const { ascent } = this.metrics(clusters, style);
    this.draw(clusters, style.align === 'right' ? x + width - w : x, y + ascent, style);
    this.doc.font(this.primary(style.weight)).fontSize(style.size);
  }
}

/** Consecutive clusters in the same face, as one string each. */
function runs(clusters: Cluster[]): { face: Face; text: string }[] {
  const out: { face: Face; text: string }[] = [];
  for (const c of clusters) {
    const last = out.at(-1);
    if (last && last.face === c.face) last.text += c.text;
    else out.push({ face: c.face, text: c.text });
  }
  return out;
}

/** Words with the spaces after them: a line may break only after a space. */
function wordRuns(clusters: Cluster[]): Cluster[][] {
  const words: Cluster[][] = [];
  let word: Cluster[] = [];
  for (const c of clusters) {
    if (!c.space && word.length && word.at(-1)!.space) {
      words.push(word);
      word = [];
    }
    word.push(c);
  }
  if (word.length) words.push(word);
  return words;
}

function trimEnd(clusters: Cluster[]): Cluster[] {
  let n = clusters.length;
  while (n > 0 && clusters[n - 1]!.space) n--;
  return clusters.slice(0, n);
}
