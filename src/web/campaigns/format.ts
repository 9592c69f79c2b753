import { formatDateTime } from '../../shared/time';

export const NA = 'N/A';

/** A moment of the campaign screens (formatDateTime: the founder's locale and time zone); absent values read N/A. */
export function dateTimeOrNA(iso: string | null | undefined): string {
  if (!iso) return NA;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? NA : formatDateTime(d);
}

/** A text, or N/A when absent or blank. */
export function orNA(value: string | null | undefined): string {
  return value && value.trim() ? value : NA;
}

/** A place label for reading: "Mumbai,Maharashtra,India" → "Mumbai, Maharashtra, India". */
function placeLabel(label: string): string {
  return label
    .split(',')
    .map((p) => p.trim())
    .join(', ');
}

export function placeList(labels: string[]): string {
  return labels.length ? labels.map(placeLabel).join('; ') : NA;
}
