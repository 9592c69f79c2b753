import { lazy, Suspense, useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useToast } from '../app/toast';
import { downloadCsv, useDemand, usePageVisits, useSubmissions, type AppliedFilters, type CsvExport } from './api';
import { DateFilter } from './DateFilter';
import { SummaryCards } from './SummaryCards';
import { SubmissionsTable } from './SubmissionsTable';
import { DemandCard } from './DemandCard';
import { loadError } from './texts';
import './analytics.css';

// Chart.js lives in its own chunk, fetched when this section first renders.
const VisitCharts = lazy(() => import('./VisitCharts'));

function ChartsFallback() {
  return (
    <div className="text-center py-5">
      <Spinner animation="border" role="status">
        <span className="visually-hidden">Loading charts</span>
      </Spinner>
    </div>
  );
}

export interface OrderAnalyticsProps {
  orderId: string;
  /** When the order was placed (ISO string or Date): the earliest start the pickers allow. */
  createdAt: string | Date;
}

/**
 * The analytics of an Active or Completed order (SPEC §2): summary cards, date and country
 * filter, the three charts, the demand signal, the contact form submissions and CSV exports.
 */
export function OrderAnalytics({ orderId, createdAt }: OrderAnalyticsProps) {
  const toast = useToast();
  const created = new Date(createdAt);
  const [filters, setFilters] = useState<AppliedFilters>({});
  const [page, setPage] = useState(1);
  const [countries, setCountries] = useState<string[]>([]);
  const [exporting, setExporting] = useState<CsvExport | null>(null);

  const visits = usePageVisits(orderId, filters);
  const submissions = useSubmissions(orderId, filters, page);
  const demand = useDemand(orderId, filters);

  // The country options come from the data seen without a country filter (a filtered answer has one country).
  useEffect(() => {
    if (visits.data && !filters.country) {
      setCountries((known) => {
        const next = new Set(known);
        for (const c of visits.data.aggregations.country) next.add(c.country);
        return next.size === known.length ? known : [...next].sort((a, b) => a.localeCompare(b));
      });
    }
  }, [visits.data, filters.country]);

  // SPEC §8: "Error loading data: {error}", once per failure.
  const error = visits.error ?? submissions.error ?? demand.error;
  useEffect(() => {
    if (error) toast.error(loadError(error.message));
  }, [error, toast]);

  const apply = (next: AppliedFilters) => {
    setFilters(next);
    setPage(1);
  };

  const exportCsv = async (kind: CsvExport) => {
    setExporting(kind);
    try {
      await downloadCsv(orderId, kind, filters);
    } catch (err) {
      toast.error(loadError((err as Error).message));
    } finally {
      setExporting(null);
    }
  };

  const data = visits.data;
  return (
    <section aria-labelledby="analytics-title" className="d-grid gap-3 ip-analytics">
      <Card className="shadow-sm border-0">
        <Card.Body>
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
            <h2 id="analytics-title" className="h5 mb-0">
              Visits and leads
            </h2>
            <Button
              variant="outline-primary"
              size="sm"
              onClick={() => exportCsv('daily_visits')}
              disabled={exporting !== null}
            >
              {exporting === 'daily_visits' ? 'Exporting…' : 'Export daily visits (CSV)'}
            </Button>
          </div>
          <DateFilter createdAt={created} countries={countries} onApply={apply} />
        </Card.Body>
      </Card>
      {data ? (
        <>
          <SummaryCards summary={data.summary} previous={data.previous_summary} />
          <Suspense fallback={<ChartsFallback />}>
            <VisitCharts aggregations={data.aggregations} />
          </Suspense>
        </>
      ) : visits.isPending ? (
        <ChartsFallback />
      ) : null}
      <DemandCard data={demand.data} loading={demand.isPending} />
      <SubmissionsTable
        data={submissions.data}
        loading={submissions.isPending}
        page={page}
        onPage={setPage}
        actions={
          <Button
            variant="outline-primary"
            size="sm"
            onClick={() => exportCsv('contact_form')}
            disabled={exporting !== null}
          >
            {exporting === 'contact_form' ? 'Exporting…' : 'Export all submissions (CSV)'}
          </Button>
        }
      />
    </section>
  );
}
