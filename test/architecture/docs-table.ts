import { readFileSync } from 'node:fs';
import { fromRoot } from '../../src/server/paths';

/**
 * The table of which area may import which, as docs/architecture.md shows it under `heading`
 * ("## Areas" for src/server, "## Web areas" for src/web): area → the areas it may import.
 */
export function documentedTable(heading: string): Record<string, string[]> {
  const md = readFileSync(fromRoot('docs/architecture.md'), 'utf8');
  const start = md.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`docs/architecture.md has no "${heading}" heading`);
  const section = md.slice(start, md.indexOf('\n## ', start + heading.length + 1));
  const rows = section
    .split('\n')
    .filter((line) => /^\| [a-z-]+ +\|/.test(line) && !line.startsWith('| area') && !line.startsWith('| ---'));
  return Object.fromEntries(
    rows.map((line) => {
      const [area, allowed] = line
        .split('|')
        .slice(1, 3)
        .map((c) => c.trim());
      return [area!, allowed!.startsWith('(') ? [] : allowed!.split(',').map((a) => a.trim())];
    }),
  );
}
