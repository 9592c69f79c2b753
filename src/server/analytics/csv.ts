import { stringify } from 'csv-stringify/sync';
import { LEAD_STATUS_LABELS, type PageVisitsResponse, type Submission } from '../../shared/contracts/analytics';

/**
 * CSV for spreadsheets: UTF-8 with a byte order mark (so Excel reads non-ASCII names right),
 * CRLF line ends, quoting by csv-stringify. A cell a visitor typed that starts with = + - @ or a
 * control character is prefixed with ' so a spreadsheet shows it as text instead of running it as
 * a formula (OWASP "CSV injection"). Header cells go through it too (toCsv): a column may be named
 * by a page's question, which a founder or the writer typed.
 */
export function safeCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function toCsv(header: string[], rows: (string | number)[][]): string {
  return stringify([header.map(safeCell), ...rows], { bom: true, record_delimiter: 'windows', quoted_string: false });
}

/**
 * The leads as CSV. The answer columns are named by the page's questions (`questions`, the page's
 * texts now: the first is what the founder most wants to learn); "Question N" where the page has
 * no such question. The founder's follow-up (status, private note) closes each row.
 */
export function submissionsCsv(rows: readonly Submission[], questions: readonly string[] = []): string {
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
      LEAD_STATUS_LABELS[s.status],
      safeCell(s.note),
    ]),
  );
}

export function dailyVisitsCsv(daily: PageVisitsResponse['aggregations']['daily']): string {
  return toCsv(
    ['Date', 'Visits'],
    daily.map((d) => [d.date, d.visits]),
  );
}

/** A file name without anything a header could choke on. */
export function csvFileName(kind: string, orderId: string): string {
  return `${kind}-${orderId.replace(/[^A-Za-z0-9_-]/g, '')}.csv`;
}
