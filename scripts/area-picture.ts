/**
 * The picture of an areas table (scripts/areas.mjs) that docs/folder-structure.md shows: the areas
 * in layers, lowest first, each area on the row one above the highest area it may import, so every
 * import points down the page. `tsx scripts/area-picture.ts` prints the pictures;
 * test/architecture/picture.test.ts checks that the docs show exactly these.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_AREAS, WEB_AREAS } from './areas.mjs';

/** Each area's layer: 0 for an area that imports nothing, else one above its highest import. */
export function layers(table: Record<string, string[]>): Map<string, number> {
  const out = new Map<string, number>();
  const visiting = new Set<string>();
  const layerOf = (area: string): number => {
    const known = out.get(area);
    if (known !== undefined) return known;
    if (visiting.has(area)) throw new Error(`the table has a loop through ${area}`);
    visiting.add(area);
    const below = (table[area] ?? []).filter((to) => to !== area).map(layerOf);
    const layer = below.length ? Math.max(...below) + 1 : 0;
    visiting.delete(area);
    out.set(area, layer);
    return layer;
  };
  for (const area of Object.keys(table)) layerOf(area);
  return out;
}

/** The picture as text: the highest layer first, areas sorted within a row; a wide row wraps. */
export function picture(table: Record<string, string[]>, width = 96): string {
  const byLayer = new Map<number, string[]>();
  for (const [area, layer] of layers(table)) byLayer.set(layer, [...(byLayer.get(layer) ?? []), area]);
  const rows: string[] = [];
  for (const layer of [...byLayer.keys()].sort((a, b) => b - a)) {
    const lines: string[] = [];
    for (const cell of byLayer.get(layer)!.sort().map((area) => `[${area}]`)) {
      const last = lines.at(-1);
      if (last !== undefined && `${last} ${cell}`.length <= width - 4) lines[lines.length - 1] = `${last} ${cell}`;
      else lines.push(cell);
    }
    lines.forEach((line, i) => rows.push(`${i === 0 ? String(layer).padStart(2) : '  '}  ${line}`));
    if (layer > 0) rows.push('     |');
  }
  return rows.join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log('src/server\n' + picture(SERVER_AREAS) + '\n\nsrc/web\n' + picture(WEB_AREAS));
}
