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
import { EMPTY_TEXT, visitsLabel } from './texts';

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

/** SPEC §9: a five-colour palette. */
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

function Empty({ text }: { text: string }) {
  return <p className="text-body-secondary text-center py-5 mb-0">{text}</p>;
}

export default function VisitCharts({ aggregations }: { aggregations: PageVisitsResponse['aggregations'] }) {
  const { daily, country, city } = aggregations;
  const anyDaily = daily.some((d) => d.visits > 0);
  const cityLabel = (c: { city: string; country: string }) =>
    city.filter((x) => x.city === c.city).length > 1 ? `${c.city} (${c.country})` : c.city;
  const cities = city.slice(0, 10);
  return (
    <div className="row g-3">
      <div className="col-12">
        <ChartCard
          title="Daily Visits"
          table={
            anyDaily && (
              <DataTable caption="Daily visits" head={['Date', 'Visits']} rows={daily.map((d) => [d.date, d.visits])} />
            )
          }
        >
          {anyDaily ? (
            <div className="ip-chart ip-chart-wide">
              <Line
                role="img"
                aria-label={`Daily visits line chart, ${daily.length} days`}
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
                      pointRadius: daily.length > 60 ? 0 : 4,
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
            <Empty text={EMPTY_TEXT.daily} />
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
            <Empty text={EMPTY_TEXT.country} />
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
                rows={city.map((c) => [cityLabel(c), c.visits])}
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
            <Empty text={EMPTY_TEXT.city} />
          )}
        </ChartCard>
      </div>
    </div>
  );
}
