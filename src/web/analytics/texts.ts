import { formatCount } from '../../shared/money';
import { MINUTE_MS } from '../../shared/time';

/** docs/product.md#screens empty texts of the order dashboard's analytics. */
export const EMPTY_TEXT = {
  daily: 'No daily visit data available',
  country: 'No country data available',
  city: 'No city data available',
  submissions: 'No contact form submissions available',
} as const;

/** The next step under each empty text (docs/product.md#deliberate-differences-from-the-specification: additions to the spec's empty texts). */
export const EMPTY_NEXT = {
  visits:
    'Visits in the chosen period show here, updated while this page is open. Share your page’s link or run an ad campaign to bring visitors.',
  submissions: 'When a visitor sends your page’s contact form, the lead shows here with what they answered.',
} as const;

/** docs/product.md#screens: bar values are labelled "N visits". */
export function visitsLabel(n: number): string {
  return `${formatCount(n)} ${n === 1 ? 'visit' : 'visits'}`;
}

/** docs/product.md#messages: the dashboard's load failure toast. */
export const loadError = (error: string) => `Error loading data: ${error}`;

/** Shown where a submission has no value for a field. */
export const NOT_AVAILABLE = 'N/A';

/** The summary cards' comparison lines. */
export const COMPARISON_TEXT = {
  /** The previous period lies wholly before the order was placed. */
  none: 'New — no earlier period',
  /** The previous period began before the order: compared over the part after it. */
  partial: (since: string, previous: number) => `vs the ${since} since the order was placed (${previous})`,
} as const;

/** "3 days", "5 hours", "40 minutes": the largest whole unit of a duration (at least 1 minute). */
export function durationText(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / MINUTE_MS));
  const [n, unit] =
    minutes >= 2 * 1440
      ? [Math.round(minutes / 1440), 'day']
      : minutes >= 120
        ? [Math.round(minutes / 60), 'hour']
        : [minutes, 'minute'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** "N visitors in the last 5 minutes". */
export const liveText = (n: number) => `${formatCount(n)} ${n === 1 ? 'visitor' : 'visitors'} in the last 5 minutes`;

/** Under a visits chart drawn with the hours before a short period (dashed). */
export const CHART_CONTEXT = {
  beforeLaunch: 'Dashed: the hours before your page went live, for scale.',
  beforePeriod: 'Dashed: the hours before the chosen period, for scale (not counted above).',
} as const;

/** The card of answers to the page's question (the founder's fourth answer). */
export const ANSWERS_TEXT = {
  title: 'Answers to your question',
  listLabel: 'Latest answers, newest first',
  empty: 'No answers to your question yet',
  emptyNext: 'When a visitor answers it in your page’s contact form, the answer shows here.',
  /** "3 of 7 leads answered it" (of the latest N when there are more). */
  count: (answered: number, read: number, more: boolean) =>
    `${answered} of ${more ? `the latest ${read}` : read} ${read === 1 ? 'lead' : 'leads'} answered it.`,
} as const;

/** A lead sent more than once by the same person (one lead per person, docs/analytics.md#leads). */
export const sentTimesText = (n: number) => (n > 1 ? `sent ${formatCount(n)} times` : '');
