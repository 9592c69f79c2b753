import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create as openFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderReportPdf } from '../../../src/server/report/pdf';
import { TextSetter } from '../../../src/server/report/pdf-text';
import { woffToSfnt } from '../../../src/server/report/woff';
import { SCRIPT_REPORTS } from './script-models';

/**
 * Issue 35 item 1: a founder who writes in Hindi or Tamil gets a report that prints their words.
 * The PDF is read back two ways: by poppler's pdftotext, which reads each line's ActualText (the
 * text in logical order), and by pdf.js (pdf-parse), which reads only the glyphs' ToUnicode map,
 * so every Devanagari and Tamil character must be drawn with a glyph of its own script's face.
 * Before issue 35 the PDF embedded Inter's Latin subset only: 0 of them survived.
 */
const A4_WIDTH = 595.28;
const MARGIN = 48;
const INDIC = /[\u0900-\u097F\u0B80-\u0BFF]/gu;
const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

/** How often each Devanagari and Tamil character occurs, compared in canonical decomposition (a
 * two-part Tamil vowel sign is drawn as its two glyphs, ொ as ெ and ா). */
function histogram(texts: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const c of texts.join(' ').normalize('NFD').match(INDIC) ?? []) counts[c] = (counts[c] ?? 0) + 1;
  return counts;
}

let dir: string;
const pdfs: Record<string, Buffer> = {};
const files: Record<string, string> = {};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ideaproof-pdf-scripts-'));
  for (const [name, r] of Object.entries(SCRIPT_REPORTS)) {
    pdfs[name] = await renderReportPdf(r.model);
    files[name] = join(dir, `${name}.pdf`);
    writeFileSync(files[name], pdfs[name]);
  }
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const pdftotext = (file: string, ...args: string[]) =>
  execFileSync('pdftotext', [...args, file, '-'], { encoding: 'utf8' });

describe.each(Object.keys(SCRIPT_REPORTS) as (keyof typeof SCRIPT_REPORTS)[])('the %s report PDF', (name) => {
  const { written } = SCRIPT_REPORTS[name];

  it("pdftotext reads every text of the founder's back, in order", () => {
    const text = collapse(pdftotext(files[name]!));
    for (const w of written) expect(text).toContain(collapse(w));
    expect(text).toContain('Decision report');
    expect(text).toContain('Unique visitors: 300');
  });

  it('its Devanagari and Tamil are drawn with glyphs that map back to their characters (pdf.js)', async () => {
    const parser = new PDFParse({ data: new Uint8Array(pdfs[name]!) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    const want = histogram(written);
    const got = histogram([text]);
    const total = Object.values(want).reduce((a, b) => a + b, 0);
    // Characters found as often as written (a multiset intersection).
    const found = Object.entries(want).reduce((n, [c, k]) => n + Math.min(k, got[c] ?? 0), 0);
    const extra = Object.entries(got).reduce((n, [c, k]) => n + Math.max(0, k - (want[c] ?? 0)), 0);
    console.log(`${name}: pdf.js reads ${found} of ${total} Devanagari/Tamil characters (${extra} extra)`);
    if (name === 'english') return expect(total + extra).toBe(0);
    expect(total).toBeGreaterThan(150);
    // A glyph maps to one text for the whole PDF, so a glyph shared by two spellings (a vowel sign
    // split off a vowel, a reph) reads as the first: pdf.js, which ignores ActualText, misses a few.
    expect(found / total).toBeGreaterThan(0.95);
    expect(extra / total).toBeLessThan(0.05);
  });

  it('no word crosses the left or right margin', () => {
    const words = [
      ...pdftotext(files[name]!, '-bbox').matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)"[^>]*>([^<]*)</g),
    ].map((m) => ({ xMin: Number(m[1]), xMax: Number(m[2]), text: m[3] }));
    expect(words.length).toBeGreaterThan(100);
    const outside = words.filter((w) => w.xMin < MARGIN - 0.5 || w.xMax > A4_WIDTH - MARGIN + 0.5);
    expect(outside).toEqual([]);
  });
});

describe('the faces a report embeds', () => {
  const faces = (pdf: Buffer) =>
    [...new Set([...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]))].sort();

  it('only those of the scripts it prints, each a subset', () => {
    expect(faces(pdfs.english!)).toEqual(['Inter-Bold', 'Inter-Regular']);
    expect(faces(pdfs.hindi!)).toEqual([
      'Inter-Bold',
      'Inter-Regular',
      'NotoSansDevanagari-Bold',
      'NotoSansDevanagari-Regular',
    ]);
    expect(faces(pdfs.tamil!)).toEqual(['Inter-Bold', 'Inter-Regular', 'NotoSansTamil-Bold', 'NotoSansTamil-Regular']);
  });
});

describe('TextSetter', () => {
  const setter = () => new TextSetter(new PDFDocument({ size: 'A4', margin: MARGIN }));
  const runs = (text: string) => {
    const out: [string, string][] = [];
    for (const c of setter().clusters(text, 'regular')) {
      const last = out.at(-1);
      if (last && last[0] === c.face.name) last[1] += c.text;
      else out.push([c.face.name, c.text]);
    }
    return out;
  };

  it('splits text into runs by script; a space, a digit or a danda stays in the run it is in when its face has it', () => {
    expect(runs('Ghee घी शुद्ध है। 650 ₹ தூய நெய், ok')).toEqual([
      ['inter-regular', 'Ghee '],
      ['devanagari-regular', 'घी शुद्ध है। '],
      ['inter-regular', '650 '],
      ['inter-ext-regular', '₹ '],
      ['tamil-regular', 'தூய நெய்'],
      ['inter-regular', ', ok'],
    ]);
  });

  it('wraps within the width, and cuts a word longer than the line between its characters', () => {
    const t = setter();
    const style = { size: 10, weight: 'regular', color: '#000' } as const;
    const lines = t.lines('शुद्ध देसी घी '.repeat(20) + 'x'.repeat(200), 200, style);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(t.width(line, 10)).toBeLessThanOrEqual(200);
    expect(lines.at(-1)!.every((c) => c.text === 'x')).toBe(true);
  });
});

describe('woffToSfnt', () => {
  it('unwraps a WOFF into the font it holds: the same glyphs, metrics and shaping', () => {
    const woff = readFileSync(
      createRequire(import.meta.url).resolve(
        '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
      ),
    );
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    const [a, b] = [openFont(woff) as Font, openFont(sfnt) as Font];
    expect(b.numGlyphs).toBe(a.numGlyphs);
    const shaped = (f: Font) => f.layout('क्षत्रिय श्रद्धा').glyphs.map((g) => [g.id, g.advanceWidth, g.path.toSVG()]);
    expect(shaped(b)).toEqual(shaped(a));
    expect(() => woffToSfnt(sfnt)).toThrow('not a WOFF font');
  });
});
