import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useToast } from '../ui/toast';
import {
  downloadCsv,
  useDemand,
  useTimeZone,
  useLatestAnswers,
  usePageVisits,
  useSubmissions,
  type AppliedFilters,
  type CsvExport,
} from './api';
import { chartContextStart } from './dates';
import { QuestionAnswers } from './QuestionAnswers';
import { DateFilter } from './DateFilter';
import { SummaryCards } from './SummaryCards';
import { SubmissionsTable } from './SubmissionsTable';
import { DemandCard } from './DemandCard';
import { ReportShareCard } from './ReportShareCard';
// The charts' cards are part of this section; Chart.js itself is fetched by each chart that is
// drawn, once it comes into view (VisitCharts.tsx).
import BreakdownCharts, { DailyChart } from './VisitCharts';
import { CHART_CONTEXT, liveText, loadError } from './texts';
import { useOwnerExclusion } from '../lib/owner';
import './analytics.css';
import type { LeadQuality, LeadStatus } from '../../shared/contracts/analytics';

/** Grey blocks in the shape of the cards and charts while they load. */
function ChartsFallback({ cards = false }: { cards?: boolean }) {
  return (
    <div className="d-grid gap-3" role="status" aria-live="polite">
      <span className="visually-hidden">Loading the visits</span>
      {cards && (
        <div className="row g-3" aria-hidden="true">
          <div className="col-12 col-sm-6">
            <div className="ip-skeleton" style={{ height: 132 }} />
          </div>
          <div className="col-12 col-sm-6">
            <div className="ip-skeleton" style={{ height: 132 }} />
          </div>
        </div>
      )}
      <div className="ip-skeleton" style={{ height: 340 }} aria-hidden="true" />
      <div className="row g-3" aria-hidden="true">
        <div className="col-12 col-lg-5">
          <div className="ip-skeleton" style={{ height: 320 }} />
        </div>
        <div className="col-12 col-lg-7">
          <div className="ip-skeleton" style={{ height: 320 }} />
        </div>
      </div>
    </div>
  );
}

/** "Exclude my visits on this browser": the landing page then sends nothing from here. */
function OwnerSwitch({ orderId }: { orderId: string }) {
  const [on, set] = useOwnerExclusion(orderId);
  return (
    <div>
      <Form.Check
        type="switch"
        id={`owner-exclusion-${orderId}`}
        label="Exclude my visits on this browser"
        checked={on}
        onChange={(e) => set(e.currentTarget.checked)}
        aria-describedby={`owner-exclusion-help-${orderId}`}
      />
      <p id={`owner-exclusion-help-${orderId}`} className="small text-body-secondary mb-0">
        {on
          ? 'Your own visits from this browser are not counted.'
          : 'Your visits from this browser are counted like anyone else’s. Opening the page with “View Landing Page” turns this on.'}
      </p>
    </div>
  );
}

export interface OrderAnalyticsProps {
  orderId: string;
  /** When the order was placed (ISO string or Date): the earliest start the pickers allow. */
  createdAt: string | Date;
  /** The page's name (the business name), used in the subject of a reply to a lead. */
  pageName?: string;
  /** The page's own question (the contact form's question_1: what the founder most wants to learn). */
  question?: string;
}

/**
 * The results of an Active or Completed order (docs/product.md#screens), in the order a founder
 * reads them: the period (one-click ranges, pickers, country and channel), the summary cards, visits
 * over time, the demand verdict, the leads and the answers to the page's question, then where the
 * visits came from (country, city, source, funnel); CSV exports.
 */
export function OrderAnalytics({ orderId, createdAt, pageName, question }: OrderAnalyticsProps) {
  const toast = useToast();
  const timezone = useTimeZone();
  const created = new Date(createdAt);
  const [filters, setFilters] = useState<AppliedFilters>({});
  /** When the filters were applied: a period without an end date ends "now" as of then (a stable query key). */
  const [appliedAt, setAppliedAt] = useState(() => new Date());
  const [page, setPage] = useState(1);
  const [leadStatus, setLeadStatus] = useState<LeadStatus | undefined>(undefined);
  const [leadQuality, setLeadQuality] = useState<LeadQuality | undefined>(undefined);
  const [countries, setCountries] = useState<string[]>([]);
  const [exporting, setExporting] = useState<CsvExport | null>(null);

  const visits = usePageVisits(orderId, filters);
  const submissions = useSubmissions(orderId, filters, page, leadStatus, leadQuality);
  const demand = useDemand(orderId, filters);
  const answers = useLatestAnswers(orderId, filters, Boolean(question?.trim()));

  // A short period is drawn with the hours before it (a line, not a dot): a second call for the chart.
  const periodStart = filters.start_date ? new Date(filters.start_date) : created;
  const contextStart = chartContextStart(periodStart, filters.end_date ? new Date(filters.end_date) : appliedAt);
  const chartFilters = contextStart ? { ...filters, start_date: contextStart.toISOString() } : filters;
  const context = usePageVisits(orderId, chartFilters, contextStart !== null);
  const chartData = contextStart ? context.data : visits.data;

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

  // docs/product.md#messages: "Error loading data: {error}", once per failure.
  const error = visits.error ?? submissions.error ?? demand.error;
  useEffect(() => {
    if (error) toast.error(loadError(error.message));
  }, [error, toast]);

  const apply = (next: AppliedFilters) => {
    setFilters(next);
    setAppliedAt(new Date());
    setPage(1);
  };

  const exportCsv = async (kind: CsvExport) => {
    setExporting(kind);
    try {
      await downloadCsv(orderId, kind, filters, timezone);
    } catch (err) {
      toast.error(loadError((err as Error).message));
    } finally {
      setExporting(null);
    }
  };

  const data = visits.data;
  const beforeLaunch = periodStart.getTime() <= created.getTime();
  return (
    <section aria-labelledby="analytics-title" className="d-grid gap-3 ip-analytics">
      {/* The answer first (issue 34): leads, conversion with its interval, the verdict, cost per lead. */}
      <DemandCard data={demand.data} loading={demand.isPending} />
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
          <div className="d-flex flex-wrap align-items-start justify-content-between gap-3 mt-3">
            <OwnerSwitch orderId={orderId} />
            {data && (
              <p className="small mb-0 text-nowrap" aria-live="polite" data-testid="live-visitors">
                <span className="ip-live-dot" aria-hidden="true" />
                {liveText(data.current_visitors)}
              </p>
            )}
          </div>
        </Card.Body>
      </Card>
      {data ? (
        <>
          <SummaryCards data={data} />
          {chartData ? (
            <DailyChart
              aggregations={chartData.aggregations}
              periodStart={contextStart ? periodStart : undefined}
              contextNote={beforeLaunch ? CHART_CONTEXT.beforeLaunch : CHART_CONTEXT.beforePeriod}
            />
          ) : (
            <div className="ip-skeleton" style={{ height: 340 }} aria-hidden="true" />
          )}
        </>
      ) : visits.isPending ? (
        <ChartsFallback cards />
      ) : null}
      <SubmissionsTable
        orderId={orderId}
        status={leadStatus}
        onStatus={(next) => {
          setLeadStatus(next);
          setPage(1);
        }}
        quality={leadQuality}
        onQuality={(next) => {
          setLeadQuality(next);
          setPage(1);
        }}
        pageName={pageName}
        question={question}
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
      {question?.trim() && (
        <QuestionAnswers question={question} data={answers.data} loading={answers.isPending} pageName={pageName} />
      )}
      {data && <BreakdownCharts aggregations={data.aggregations} />}
      <ReportShareCard orderId={orderId} answers={answers.data} question={question} />
    </section>
  );
}
