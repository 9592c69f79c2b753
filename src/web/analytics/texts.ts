/** SPEC §2 empty texts of the order dashboard's analytics. */
export const EMPTY_TEXT = {
  daily: 'No daily visit data available',
  country: 'No country data available',
  city: 'No city data available',
  submissions: 'No contact form submissions available',
} as const;

/** SPEC §2: bar values are labelled "N visits". */
export function visitsLabel(n: number): string {
  return `${n.toLocaleString()} ${n === 1 ? 'visit' : 'visits'}`;
}

/** SPEC §8: the dashboard's load failure toast. */
export const loadError = (error: string) => `Error loading data: ${error}`;

/** Shown where a submission has no value for a field. */
export const NOT_AVAILABLE = 'N/A';
