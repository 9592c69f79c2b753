// Loaded lazily (React.lazy in OrderAnalytics): Chart.js is most of a chunk and only this section uses it.
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type Plugin,
} from 'chart.js';
import { Bar, Doughnut, Line } from 'react-chartjs-2';
import Card from 'react-bootstrap/Card';
import type { ReactNode } from 'react';
import type { PageVisitsResponse } from '../../shared/contracts/analytics';
import { ChartLine, Globe, MapPin } from 'lucide-react';
import { EmptyState, type EmptyStateProps } from '../app/EmptyState';
import { EMPTY_NEXT, EMPTY_TEXT, visitsLabel } from './texts';
import { FunnelCard, SourcesCard } from './ChannelCards';

ChartJS.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

/** docs/product.md#rules-and-limits: a five-colour palette. */
export const PALETTE = ['#2563eb', '#0d9488', '#f59e0b', '#db2777', '#7c3aed'];

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

function ChartCard({ title, children, table }: { title: string; children: ReactNode; table: ReactNode }) {
  return (
    <Card className="h-100 shadow-sm border-0">
      <Card.Body>
        <h3 className="h6 mb-3">{title}</h3>
        {children}
        {table}
      </Card.Body>
    </Card>
  );
}

/** The chart's numbers for screen readers (the canvas itself is only a picture). */
function DataTable({ caption, head, rows }: { caption: string; head: [string, string]; rows: [string, number][] }) {
  return (
    <table className="visually-hidden">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head[0]}</th>
          <th scope="col">{head[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([k, v]) => (
          <tr key={k}>
            <th scope="row">{k}</th>
            <td>{visitsLabel(v)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** An empty chart: the daily chart says what to do next; the country and city charts follow it. */
function Empty({ text, icon, next }: { text: string; icon: EmptyStateProps['icon']; next?: string }) {
  return (
    <EmptyState icon={icon} title={text}>
      {next}
    </EmptyState>
  );
}

export default function VisitCharts({ aggregations }: { aggregations: PageVisitsResponse['aggregations'] }) {
  const { country, city } = aggregations;
  // Windows of up to 48 hours are drawn by the hour (a one-day window would be a single dot).
  const hourly = aggregations.hourly.length > 0;
  const daily = hourly
    ? aggregations.hourly.map((h) => ({ date: h.hour.replace('T', ' '), visits: h.visits }))
    : aggregations.daily;
  const unit = hourly ? 'hours' : 'days';
  const anyDaily = daily.some((d) => d.visits > 0);
  const cityLabel = (c: { city: string; country: string }) =>
    city.filter((x) => x.city === c.city).length > 1 ? `${c.city} (${c.country})` : c.city;
  const cities = city.slice(0, 10);
  return (
    <div className="row g-3">
      <div className="col-12">
        <ChartCard
          title={hourly ? 'Hourly Visits' : 'Daily Visits'}
          table={
            anyDaily && (
              <DataTable
                caption={hourly ? 'Hourly visits' : 'Daily visits'}
                head={[hourly ? 'Hour' : 'Date', 'Visits']}
                rows={daily.map((d) => [d.date, d.visits])}
              />
            )
          }
        >
          {anyDaily ? (
            <div className="ip-chart ip-chart-wide">
              <Line
                role="img"
                aria-label={`${hourly ? 'Hourly' : 'Daily'} visits line chart, ${daily.length} ${unit}`}
                data={{
                  labels: daily.map((d) => d.date),
                  datasets: [
                    {
                      label: 'Visits',
                      data: daily.map((d) => d.visits),
                      borderColor: PALETTE[0],
                      backgroundColor: 'rgba(37, 99, 235, 0.12)',
                      fill: true,
                      tension: 0.25,
                      pointRadius: daily.length > 60 ? 0 : hourly ? 2 : 4,
                      pointBackgroundColor: PALETTE[0],
                    },
                  ],
                }}
                options={{
                  maintainAspectRatio: false,
                  animation: false,
                  plugins: { legend: { display: false }, tooltip: tooltipVisits },
                  scales: {
                    // A window of a day or two: keep its points off the chart's edges.
                    x: { offset: daily.length < 3 },
                    y: { beginAtZero: true, ticks: { precision: 0 } },
                  },
                }}
              />
            </div>
          ) : (
            <Empty text={EMPTY_TEXT.daily} icon={ChartLine} next={EMPTY_NEXT.visits} />
          )}
        </ChartCard>
      </div>
      <div className="col-12 col-lg-5">
        <ChartCard
          title="Visits by Country"
          table={
            country.length > 0 && (
              <DataTable
                caption="Visits by country"
                head={['Country', 'Visits']}
                rows={country.map((c) => [c.country, c.visits])}
              />
            )
          }
        >
          {country.length ? (
            <div className="ip-chart">
              <Doughnut
                role="img"
                aria-label={`Visits by country doughnut chart, ${country.length} countries`}
                data={{
                  labels: country.map((c) => c.country),
                  datasets: [
                    {
                      data: country.map((c) => c.visits),
                      backgroundColor: country.map((_, i) => PALETTE[i % PALETTE.length]!),
                      borderWidth: 1,
                    },
                  ],
                }}
                options={{
                  maintainAspectRatio: false,
                  animation: false,
                  plugins: { legend: { position: 'bottom' }, tooltip: tooltipVisits },
                }}
              />
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
            city.length > 0 && (
              <DataTable
                caption="Visits by city"
                head={['City', 'Visits']}
                rows={city.map((c) => [
                  c.neighbourhoods.length
                    ? `${cityLabel(c)} (of which ${c.neighbourhoods.map((n) => `${n.name}: ${n.visits}`).join(', ')})`
                    : cityLabel(c),
                  c.visits,
                ])}
              />
            )
          }
        >
          {city.length ? (
            <div className="ip-chart" style={{ height: `${Math.max(200, cities.length * 34 + 40)}px` }}>
              <Bar
                role="img"
                aria-label={`Visits by city bar chart, top ${cities.length} cities`}
                plugins={[barValueLabels]}
                data={{
                  labels: cities.map(cityLabel),
                  datasets: [
                    {
                      label: 'Visits',
                      data: cities.map((c) => c.visits),
                      backgroundColor: cities.map((_, i) => PALETTE[i % PALETTE.length]!),
                      borderRadius: 4,
                    },
                  ],
                }}
                options={{
                  indexAxis: 'y',
                  maintainAspectRatio: false,
                  animation: false,
                  layout: { padding: { right: 72 } },
                  plugins: { legend: { display: false }, tooltip: tooltipVisits },
                  scales: { x: { beginAtZero: true, ticks: { precision: 0 } } },
                }}
              />
            </div>
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
