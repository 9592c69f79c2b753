/** Dates in the orders list and dashboard: "12 Jan 2026" in the browser's locale. */
export function formatDate(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}
