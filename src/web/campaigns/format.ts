/** Dates of the campaign screens, in the founder's locale and time zone; absent values read N/A. */
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const NA = 'N/A';

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return NA;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? NA : dateTime.format(d);
}

/** A text, or N/A when absent or blank. */
export function orNA(value: string | null | undefined): string {
  return value && value.trim() ? value : NA;
}

/** A place label for reading: "Mumbai,Maharashtra,India" → "Mumbai, Maharashtra, India". */
export function placeLabel(label: string): string {
  return label
    .split(',')
    .map((p) => p.trim())
    .join(', ');
}

export function placeList(labels: string[]): string {
  return labels.length ? labels.map(placeLabel).join('; ') : NA;
}
