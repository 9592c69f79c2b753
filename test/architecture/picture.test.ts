import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { layers, picture } from '../../scripts/area-picture';
import { SERVER_AREAS, WEB_AREAS } from '../../scripts/areas.mjs';
import { fromRoot } from '../../src/server/paths';

/** The first fenced block after a heading of docs/folder-structure.md. */
function documentedPicture(heading: string): string {
  const md = readFileSync(fromRoot('docs/folder-structure.md'), 'utf8');
  const at = md.indexOf(`\n${heading}\n`);
  expect(at, `docs/folder-structure.md has a "${heading}" heading`).toBeGreaterThan(-1);
  const open = md.indexOf('```text\n', at);
  return md.slice(open + '```text\n'.length, md.indexOf('\n```', open + 1));
}

const PICTURED: [string, Record<string, string[]>][] = [
  ['### Server areas', SERVER_AREAS],
  ['### Web areas', WEB_AREAS],
];

describe('the picture of the areas (docs/folder-structure.md)', () => {
  it.each(PICTURED)('under "%s" is the one drawn from the table (npx tsx scripts/area-picture.ts)', (heading, table) => {
    expect(documentedPicture(heading)).toBe(picture(table));
  });

  it.each(PICTURED)('under "%s" puts every allowed import on a lower row', (_heading, table) => {
    const layer = layers(table);
    const upward = Object.entries(table).flatMap(([from, tos]) =>
      tos.filter((to) => layer.get(to)! >= layer.get(from)!).map((to) => `${from} -> ${to}`),
    );
    expect(upward).toEqual([]);
  });

  it('cannot be drawn for a table with a loop (the check can fail)', () => {
    expect(() => picture({ a: ['b'], b: ['a'] })).toThrow('loop');
  });

  it('changes when the table does (a new area shows in its layer)', () => {
    const drawn = picture({ ...SERVER_AREAS, newarea: ['report'] });
    expect(drawn.split('\n')[0]).toBe('13  [newarea]');
  });
});
