import type { GeoOption } from '../contracts/geo';

/** A chosen target; `parents` (criterion ids, from GET /api/locations) when the lookup gave them. */
export type ChosenTarget = GeoOption & { parents?: readonly string[] };

/** One chosen place that lies inside another chosen place or country. */
export interface NestedTarget {
  inner: ChosenTarget;
  outer: ChosenTarget;
}

const norm = (s: string) =>
  s
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);

/** Whether `outer` contains `inner`: by the geo data's parents, else by the canonical label's tail. */
function contains(outer: ChosenTarget, inner: ChosenTarget): boolean {
  if (outer.value === inner.value) return false;
  if (inner.parents) return inner.parents.includes(outer.value);
  // Without parents (a target restored from a saved label), "Pune,Maharashtra,India" still ends in "India".
  const a = norm(inner.label);
  const b = norm(outer.label);
  return b.length > 0 && b.length < a.length && a.slice(a.length - b.length).join(',') === b.join(',');
}

/**
 * Chosen places that lie inside another chosen place (Pune inside India, Mumbai inside
 * Maharashtra): the outer target already covers them, so they add nothing. Each inner place is
 * reported once, against its nearest chosen container.
 */
export function nestedTargets(targets: readonly ChosenTarget[]): NestedTarget[] {
  const found: NestedTarget[] = [];
  for (const inner of targets) {
    const outers = targets.filter((outer) => contains(outer, inner));
    if (!outers.length) continue;
    // Nearest container: first in the parents list, else the longest label.
    const rank = (o: ChosenTarget) => (inner.parents ? inner.parents.indexOf(o.value) : -norm(o.label).length);
    const outer = outers.reduce((best, o) => (rank(o) < rank(best) ? o : best));
    found.push({ inner, outer });
  }
  return found;
}
