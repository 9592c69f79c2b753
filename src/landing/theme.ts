/**
 * Colours derived from the founder's theme colour so that every text keeps WCAG AA contrast,
 * whatever colour was chosen (a pale yellow theme still gets readable links and buttons).
 */
export interface ThemePalette {
  /** The theme colour itself (buttons, bands). */
  base: string;
  /** Text on the theme colour: black or white, whichever contrasts more (always ≥ 4.5:1). */
  on: string;
  /** The theme colour darkened until it reads as text on white (≥ 4.5:1). */
  ink: string;
  /** A pale tint for icon badges and soft backgrounds. */
  soft: string;
  /** A deep shade for gradients behind white text. */
  deep: string;
  /** The accent on dark backgrounds (hero, footer): the theme colour, or white when the theme is too dark to see there. */
  onDark: string;
  /** Text on `onDark`. */
  onDarkText: string;
}

type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function format([r, g, b]: Rgb): string {
  return (
    '#' +
    [r, g, b]
      .map((v) =>
        Math.round(Math.min(255, Math.max(0, v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

function mix(a: Rgb, b: Rgb, weightOfB: number): Rgb {
  return [0, 1, 2].map((i) => a[i]! * (1 - weightOfB) + b[i]! * weightOfB) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(parse(a)), luminance(parse(b))].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const SLATE: Rgb = [15, 23, 42];

export function themePalette(hex: string): ThemePalette {
  const base = parse(hex);
  let ink = base;
  for (let step = 0; step < 20 && contrast(format(ink), '#ffffff') < 4.6; step++) ink = mix(ink, BLACK, 0.12);
  const on = contrast(hex, '#ffffff') >= contrast(hex, '#000000') ? '#ffffff' : '#000000';
  const visibleOnDark = contrast(hex, '#0f172a') >= 3;
  return {
    base: format(base),
    onDark: visibleOnDark ? format(base) : '#ffffff',
    onDarkText: visibleOnDark ? on : '#0f172a',
    on,
    ink: format(ink),
    soft: format(mix(WHITE, base, 0.1)),
    deep: format(mix(mix(base, SLATE, 0.55), BLACK, 0.2)),
  };
}
