import { createRequire } from 'node:module';
import { LANDING_DEFAULTS } from '../../shared/contracts/landing';

/**
 * Font Awesome (free, solid) icons rendered as inline SVG on the server: no icon font, no
 * request. Unknown names fall back to the docs/product.md#rules-and-limits default icon (fa-cog).
 */
const require = createRequire(import.meta.url);

interface IconData {
  width: number;
  height: number;
  path: string;
}

const cache = new Map<string, IconData | null>();

function load(name: string): IconData | null {
  if (cache.has(name)) return cache.get(name)!;
  let data: IconData | null = null;
  const match = /^fa-([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(name);
  if (match) {
    const exportName = 'fa' + match[1]!.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase());
    try {
      const mod = require(`@fortawesome/free-solid-svg-icons/${exportName}`) as {
        width: number;
        height: number;
        svgPathData: string | string[];
      };
      const path = Array.isArray(mod.svgPathData) ? mod.svgPathData.join(' ') : mod.svgPathData;
      if (typeof path === 'string' && path) data = { width: mod.width, height: mod.height, path };
    } catch {
      data = null;
    }
  }
  if (cache.size > 2000) cache.clear();
  cache.set(name, data);
  return data;
}

export function resolveIcon(name: string): IconData {
  return load(name) ?? load(LANDING_DEFAULTS.font_awesome_icon)!;
}

export function Icon({ name, className }: { name: string; className?: string }) {
  const icon = resolveIcon(name);
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox={`0 0 ${icon.width} ${icon.height}`}
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" d={icon.path} />
    </svg>
  );
}
