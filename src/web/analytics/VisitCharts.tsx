// The charts of the results section: cards, empty states and tables are drawn here; each chart's
// canvas comes from ChartCanvas.tsx (Chart.js, most of the bytes), loaded only where there is a
// chart to draw and once it comes near the viewport.
import { lazy, Suspense, useState, type CSSProperties, type ReactNode } from 'react';
import type { Plugin } from 'chart.js';
import type { ChartProps } from 'react-chartjs-2';
import { toPickerValue } from './dates';
import Card from 'react-bootstrap/Card';
import Button from 'react-bootstrap/Button';
import type { PageVisitsResponse } from '../../shared/contracts/analytics';
import { ChartLine, Globe, MapPin } from 'lucide-react';
import { EmptyState, type EmptyStateProps } from '../ui/EmptyState';
import { useInView } from '../ui/useInView';
import { EMPTY_NEXT, EMPTY_TEXT, visitsLabel } from './texts';
import { FunnelCard, SourcesCard } from './ChannelCards';
import { formatCount, formatPercent } from '../../shared/money';

/** One chart for ChartCanvas.tsx: which kind, and react-chartjs-2's props for it. */
export type ChartCanvasProps =
  | { kind: 'line'; chart: Omit<ChartProps<'line'>, 'type'> }
  | { kind: 'bar'; chart: Omit<ChartProps<'bar'>, 'type'> }
  | { kind: 'doughnut'; chart: Omit<ChartProps<'doughnut'>, 'type'> };

const ChartCanvas = lazy(() => import('./ChartCanvas'));

/**
 * The chart's box (its height is in analytics.css): empty until it nears the viewport, then the
 * canvas. The box is the named image ("Hourly visits line chart, 24 hours") from the start, so a
 * screen reader, and a page read before it is scrolled, finds the chart whether or not it is drawn yet.
 */
function LazyChart({
  className,
  style,
  canvas,
}: {
  className: string;
  style?: CSSProperties;
  canvas: ChartCanvasProps;
}) {
  const [ref, inView] = useInView<HTMLDivElement>();
  const {
    role,
    'aria-label': label,
    ...chart
  } = canvas.chart as typeof canvas.chart & { role?: string; 'aria-label'?: string };
  // (The canvas inside the named box is its drawing only: react-chartjs-2 would make it an unnamed image of its own.)
  const drawn = { ...canvas, chart: { ...chart, role: 'presentation', 'aria-hidden': true } } as ChartCanvasProps;
  return (
    <div ref={ref} className={className} style={style} role={role} aria-label={label}>
      {inView && (
        <Suspense fallback={null}>
          <ChartCanvas {...drawn} />
        </Suspense>
      )}
    </div>
  );
}

/** docs/product.md#rules-and-limits: a five-colour palette. */
const PALETTE = ['#2563eb', '#0d9488', '#f59e0b', '#db2777', '#7c3aed'];

/** Writes "N visits" at the end of each bar. */
const barValueLabels: Plugin<'bar'> = {
  id: 'barValueLabels',
  afterDatasetsDraw(chart) {
    const { ctx } = chart;
    const meta = chart.getDatasetMeta(0);
    const data = chart.data.datasets[0]?.data ?? [];
    ctx.save();
    ctx.font = '12px Inter, system-ui, sans-serif';
    ctx.fillStyle = '#1f2937';
    ctx.textBaseline = 'middle';
    meta.data.forEach((bar, i) => {
      const value = Number(data[i] ?? 0);
      const { x, y } = bar.getProps(['x', 'y'], true) as { x: number; y: number };
      ctx.fillText(visitsLabel(value), x + 6, y);
    });
    ctx.restore();
  },
};

const tooltipVisits = { callbacks: { label: (item: { raw: unknown }) => visitsLabel(Number(item.raw)) } };

/** A chart's numbers as a table: hidden for screen readers under the chart, or shown instead of it. */
interface ChartTable {
  caption: string;
  head: [string, string];
  rows: [string, number][];
}

/**
 * A chart with its numbers as a table: screen readers always have the table; "Show as table"
 * (a toggle) shows it instead of the picture, for anyone who would rather read the figures.
 */
function ChartCard({ title, children, table }: { title: string; children: ReactNode; table: ChartTable | null }) {
  const [asTable, setAsTable] = useState(false);
  const showTable = asTable && table !== null;
  return (
    <Card className="h-100 shadow-sm border-0">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <h3 className="h6 mb-0">{title}</h3>
          {table && (
            <Button
              variant="link"
              size="sm"
              className="p-0"
              aria-pressed={asTable}
              onClick={() => setAsTable((v) => !v)}
            >
              Show as table
            </Button>
          )}
        </div>
        {!showTable && children}
        {table && <DataTable {...table} visible={showTable} />}
      </Card.Body>
    </Card>
  );
}

/** The chart's numbers (the canvas itself is only a picture). */
function DataTable({ caption, head, rows, visible }: ChartTable & { visible: boolean }) {
  const table = (
    <table className={visible ? 'table table-sm mb-0' : 'visually-hidden'}>
      <caption className={visible ? 'visually-hidden' : undefined}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head[0]}</th>
          <th scope="col">{head[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([k, v]) => (
          <tr key={k}>
            <th scope="row" className={visible ? 'fw-normal' : undefined}>
              {k}
            </th>
            <td>{visitsLabel(v)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return visible ? <div className="ip-chart-table">{table}</div> : table;
}

/** An empty chart: the daily chart says what to do next; the country and city charts follow it. */
function Empty({ text, icon, next }: { text: string; icon: EmptyStateProps['icon']; next?: string }) {
  return (
    <EmptyState icon={icon} title={text}>
      {next}
    </EmptyState>
  );
}

/** The local hour of a moment as the hourly series names it ("2025-06-01T14:00"). */
export function hourLabel(d: Date): string {
  return `${toPickerValue(d).slice(0, 13)}:00`;
}

export interface DailyChartProps {
  aggregations: PageVisitsResponse['aggregations'];
  /**
   * Where the chosen period starts when the chart shows more than it (a short period is drawn
   * with the hours before it, so that it is a line and not a dot): earlier points are dashed.
   */
  periodStart?: Date;
  /** What the dashed part is, said under the chart ("before your page went live"). */
  contextNote?: string;
}

/** Visits over time: by the hour for a window of up to 48 hours, else by the day. */
export function DailyChart({ aggregations, periodStart, contextNote }: DailyChartProps) {
  // Windows of up to 48 hours are drawn by the hour (a one-day window would be a single dot).
  const hourly = aggregations.hourly.length > 0;
  const daily = hourly
    ? aggregations.hourly.map((h) => ({ date: h.hour.replace('T', ' '), key: h.hour, visits: h.visits }))
    : aggregations.daily.map((d) => ({ ...d, key: d.date }));
  const unit = hourly ? 'hours' : 'days';
  const anyDaily = daily.some((d) => d.visits > 0);
  const firstKey = periodStart ? (hourly ? hourLabel(periodStart) : hourLabel(periodStart).slice(0, 10)) : null;
  // Points before the chosen period (context): the index of the last of them, or -1.
  const lastBefore = firstKey ? daily.findLastIndex((d) => d.key < firstKey) : -1;
  return (
    <ChartCard
      title={hourly ? 'Hourly Visits' : 'Daily Visits'}
      table={
        anyDaily
          ? {
              caption: hourly ? 'Hourly visits' : 'Daily visits',
              head: [hourly ? 'Hour' : 'Date', 'Visits'],
              rows: daily.map((d) => [d.date, d.visits]),
            }
          : null
      }
    >
      {anyDaily ? (
        <>
          <LazyChart
            className="ip-chart ip-chart-wide"
            canvas={{
              kind: 'line',
              chart: {
                role: 'img',
                'aria-label': `${hourly ? 'Hourly' : 'Daily'} visits line chart, ${daily.length} ${unit}`,
                data: {
                  labels: daily.map((d) => d.date),
                  datasets: [
                    {
                      label: 'Visits',
                      data: daily.map((d) => d.visits),
                      borderColor: PALETTE[0],
                      backgroundColor: 'rgba(37, 99, 235, 0.12)',
                      fill: true,
                      tension: 0.25,
                      pointRadius: daily.map((_, i) => (i <= lastBefore || daily.length > 60 ? 0 : hourly ? 2 : 4)),
                      pointBackgroundColor: PALETTE[0],
                      segment: {
                        borderDash: (ctx) => (ctx.p1DataIndex <= lastBefore ? [5, 4] : undefined),
                        borderColor: (ctx) => (ctx.p1DataIndex <= lastBefore ? '#94a3b8' : undefined),
                      },
                    },
                  ],
                },
                options: {
                  maintainAspectRatio: false,
                  animation: false,
                  plugins: { legend: { display: false }, tooltip: tooltipVisits },
                  scales: {
                    // A window of a day or two: keep its points off the chart's edges.
                    x: { offset: daily.length < 3, ticks: { maxRotation: 0, autoSkip: true, autoSkipPadding: 12 } },
                    y: { beginAtZero: true, ticks: { precision: 0 } },
                  },
                },
              },
            }}
          />
          {lastBefore >= 0 && contextNote && (
            <p className="small text-body-secondary mb-0 mt-2" data-testid="chart-context">
              <span className="ip-dash-key" aria-hidden="true" /> {contextNote}
            </p>
          )}
        </>
      ) : (
        <Empty text={EMPTY_TEXT.daily} icon={ChartLine} next={EMPTY_NEXT.visits} />
      )}
    </ChartCard>
  );
}

/** The country doughnut's numbers beside it: colour, country, visits and share. */
function CountryLegend({ country }: { country: PageVisitsResponse['aggregations']['country'] }) {
  const total = country.reduce((n, c) => n + c.visits, 0) || 1;
  return (
    // The same figures are in the chart's table for screen readers.
    <ul className="list-unstyled small mb-0 ip-country-legend" aria-hidden="true" data-testid="country-legend">
      {country.map((c, i) => (
        <li key={c.country} className="d-flex align-items-center gap-2">
          <span className="ip-swatch" style={{ background: PALETTE[i % PALETTE.length] }} />
          <span className="flex-grow-1 text-break">{c.country}</span>
          <span className="fw-semibold">{formatCount(c.visits)}</span>
          <span className="text-body-secondary ip-share">{formatPercent(c.visits / total, { digits: 0 })}</span>
        </li>
      ))}
    </ul>
  );
}

/** Where the visits come from: countries, cities, sources and the funnel. */
export default function BreakdownCharts({ aggregations }: { aggregations: PageVisitsResponse['aggregations'] }) {
  const { country, city } = aggregations;
  const cityLabel = (c: { city: string; country: string }) =>
    city.filter((x) => x.city === c.city).length > 1 ? `${c.city} (${c.country})` : c.city;
  const cities = city.slice(0, 10);
  return (
    <div className="row g-3">
      <div className="col-12 col-lg-5">
        <ChartCard
          title="Visits by Country"
          table={
            country.length > 0
              ? {
                  caption: 'Visits by country',
                  head: ['Country', 'Visits'],
                  rows: country.map((c) => [c.country, c.visits]),
                }
              : null
          }
        >
          {country.length ? (
            <div className="ip-doughnut">
              <LazyChart
                className="ip-chart ip-chart-doughnut"
                canvas={{
                  kind: 'doughnut',
                  chart: {
                    role: 'img',
                    'aria-label': `Visits by country doughnut chart, ${country.length} countries`,
                    data: {
                      labels: country.map((c) => c.country),
                      datasets: [
                        {
                          data: country.map((c) => c.visits),
                          backgroundColor: country.map((_, i) => PALETTE[i % PALETTE.length]!),
                          borderWidth: 1,
                        },
                      ],
                    },
                    options: {
                      maintainAspectRatio: false,
                      animation: false,
                      plugins: { legend: { display: false }, tooltip: tooltipVisits },
                    },
                  },
                }}
              />
              <CountryLegend country={country} />
            </div>
          ) : (
            <Empty text={EMPTY_TEXT.country} icon={Globe} />
          )}
        </ChartCard>
      </div>
      <div className="col-12 col-lg-7">
        <ChartCard
          title="Visits by City"
          table={
            city.length > 0
              ? {
                  caption: 'Visits by city',
                  head: ['City', 'Visits'],
                  rows: city.map((c) => [
                    c.neighbourhoods.length
                      ? `${cityLabel(c)} (of which ${c.neighbourhoods.map((n) => `${n.name}: ${n.visits}`).join(', ')})`
                      : cityLabel(c),
                    c.visits,
                  ]),
                }
              : null
          }
        >
          {city.length ? (
            <LazyChart
              className="ip-chart"
              style={{ height: `${Math.max(200, cities.length * 34 + 40)}px` }}
              canvas={{
                kind: 'bar',
                chart: {
                  role: 'img',
                  'aria-label': `Visits by city bar chart, top ${cities.length} cities`,
                  plugins: [barValueLabels],
                  data: {
                    labels: cities.map(cityLabel),
                    datasets: [
                      {
                        label: 'Visits',
                        data: cities.map((c) => c.visits),
                        backgroundColor: cities.map((_, i) => PALETTE[i % PALETTE.length]!),
                        borderRadius: 4,
                      },
                    ],
                  },
                  options: {
                    indexAxis: 'y',
                    maintainAspectRatio: false,
                    animation: false,
                    layout: { padding: { right: 72 } },
                    plugins: { legend: { display: false }, tooltip: tooltipVisits },
                    scales: { x: { beginAtZero: true, ticks: { precision: 0 } } },
                  },
                },
              }}
            />
          ) : (
            <Empty text={EMPTY_TEXT.city} icon={MapPin} />
          )}
          {cities.some((c) => c.neighbourhoods.length > 0) && (
            <ul className="list-unstyled small text-body-secondary mt-2 mb-0" aria-label="Neighbourhoods">
              {cities
                .filter((c) => c.neighbourhoods.length > 0)
                .map((c) => (
                  <li key={`${c.country}|${c.city}`}>
                    <span className="fw-semibold">{cityLabel(c)}</span> includes{' '}
                    {c.neighbourhoods.map((n) => `${n.name} (${visitsLabel(n.visits)})`).join(', ')}
                  </li>
                ))}
            </ul>
          )}
        </ChartCard>
      </div>
      <div className="col-12 col-lg-6">
        <SourcesCard aggregations={aggregations} />
      </div>
      <div className="col-12 col-lg-6">
        <FunnelCard aggregations={aggregations} />
      </div>
    </div>
  );
}
