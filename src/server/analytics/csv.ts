import { stringify } from 'csv-stringify/sync';
import {
  LEAD_QUALITY_LABELS,
  LEAD_STATUS_LABELS,
  type PageVisitsResponse,
  type Submission,
} from '../../shared/contracts/analytics';

/**
 * CSV for spreadsheets: UTF-8 with a byte order mark (so Excel reads non-ASCII names right),
 * CRLF line ends, quoting by csv-stringify. A cell a visitor typed that starts with = + - @ or a
 * control character is prefixed with ' so a spreadsheet shows it as text instead of running it as
 * a formula (OWASP "CSV injection"). Header cells go through it too (toCsv): a column may be named
 * by a page's question, which a founder or the writer typed.
 */
function safeCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function toCsv(header: string[], rows: (string | number)[][]): string {
  return stringify([header.map(safeCell), ...rows], { bom: true, record_delimiter: 'windows', quoted_string: false });
}

/**
 * The leads as CSV. The answer columns are named by the page's questions (`questions`, the page's
 * texts now: the first is what the founder most wants to learn); "Question N" where the page has
 * no such question. Then where the lead came from (channel, source, campaign: its last non-direct
 * touch), whether it counts (quality), how many times the person sent it, and the founder's
 * follow-up (status, private note).
 */
export function submissionsCsv(
  rows: readonly (Submission & { source?: string | null })[],
  questions: readonly string[] = [],
): string {
  const questionHeader = (i: number) => questions[i]?.trim() || `Question ${i + 1}`;
  return toCsv(
    [
      'Timestamp',
      'Name',
      'Email',
      'Subject',
      questionHeader(0),
      questionHeader(1),
      questionHeader(2),
      'Message',
      'Country',
      'Channel',
      'Source',
      'Campaign',
      'Quality',
      'Times sent',
      'Status',
      'Note',
    ],
    rows.map((s) => [
      s.timestamp,
      safeCell(s.name),
      safeCell(s.email),
      safeCell(s.subject),
      safeCell(s.question_1),
      safeCell(s.question_2),
      safeCell(s.question_3),
      safeCell(s.message),
      safeCell(s.country),
      s.channel ?? '',
      safeCell(s.source),
      safeCell(s.campaign),
      LEAD_QUALITY_LABELS[s.quality],
      s.times_sent,
      LEAD_STATUS_LABELS[s.status],
      safeCell(s.note),
    ]),
  );
}

/** Visits, unique visitors and (counted) leads per local day: the same numbers the dashboard shows. */
export function dailyVisitsCsv(
  daily: PageVisitsResponse['aggregations']['daily'],
  people: ReadonlyMap<string, { visitors: number; leads: number }> = new Map(),
): string {
  return toCsv(
    ['Date', 'Visits', 'Visitors', 'Leads'],
    daily.map((d) => [d.date, d.visits, people.get(d.date)?.visitors ?? 0, people.get(d.date)?.leads ?? 0]),
  );
}

/** A file name without anything a header could choke on. */
export function csvFileName(kind: string, orderId: string): string {
  return `${kind}-${orderId.replace(/[^A-Za-z0-9_-]/g, '')}.csv`;
}
