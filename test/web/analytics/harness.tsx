import { configure, render } from '@testing-library/react';
import { vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '../../../src/web/ui/toast';
import { OrderAnalytics } from '../../../src/web/analytics';
import type {
  ContactFormTrackingResponse,
  DemandResponse,
  PageVisitsResponse,
  Submission,
} from '../../../src/shared/contracts/analytics';

configure({ asyncUtilTimeout: 8000 });

const CREATED = '2025-06-01T04:00:00.000Z';
const win = {
  start: CREATED,
  end: '2025-06-04T00:00:00.000Z',
  previous_start: '2025-05-29T08:00:00.000Z',
  compared_start: null,
  previous_partial: false,
  timezone: 'UTC',
};

export function visitsResponse(patch: Partial<PageVisitsResponse> = {}): PageVisitsResponse {
  return {
    summary: { total_visits: 30, unique_cities: 3 },
    previous_summary: { total_visits: 20, unique_cities: 0 },
    current_visitors: 2,
    aggregations: {
      daily: [
        { date: '2025-06-01', visits: 10 },
        { date: '2025-06-02', visits: 0 },
        { date: '2025-06-03', visits: 20 },
      ],
      country: [
        { country: 'India', visits: 25 },
        { country: 'Canada', visits: 5 },
      ],
      city: [
        { city: 'Pune', country: 'India', visits: 20, neighbourhoods: [] },
        { city: 'Springfield', country: 'India', visits: 4, neighbourhoods: [] },
        { city: 'Springfield', country: 'Canada', visits: 1, neighbourhoods: [] },
      ],
      hourly: [],
      channel: [
        { channel: 'Paid Search', visits: 18 },
        { channel: 'Direct', visits: 12 },
      ],
      source: [
        { source: 'google', visits: 18 },
        { source: '(direct)', visits: 12 },
      ],
      campaign: [{ campaign: 'Spring', visits: 18, leads: 9 }],
      funnel: { visitors: 200, cta_clicks: 40, form_starts: 20, submissions: 12 },
      funnel_by_channel: [
        { channel: 'Paid Search', visitors: 120, cta_clicks: 30, form_starts: 15, submissions: 9 },
        { channel: 'Direct', visitors: 80, cta_clicks: 10, form_starts: 5, submissions: 3 },
      ],
    },
    window: win,
    ...patch,
  };
}

export function lead(i: number, patch: Partial<Submission> = {}): Submission {
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: `Lead ${i}`,
    email: `lead${i}@example.com`,
    timestamp: new Date(Date.UTC(2025, 5, 2, i)).toISOString(),
    subject: `Subject ${i}`,
    question_1: `Answer one ${i}`,
    question_2: null,
    question_3: null,
    answers: [{ question: 'How many deliveries do you send each week?', answer: `Answer one ${i}` }],
    message: `Message ${i}`,
    country: i % 2 ? 'India' : null,
    visit_country: i % 2 ? 'India' : null,
    channel: i % 2 ? 'Paid Search' : null,
    campaign: i % 2 ? 'Spring' : null,
    price: null,
    status: 'new',
    note: '',
    times_sent: 1,
    last_sent: new Date(Date.UTC(2025, 5, 2, i)).toISOString(),
    history: [],
    counted: true,
    quality: 'ok',
    spam_reasons: [],
    ...patch,
  };
}

export interface Backend {
  visits?: (body: Record<string, unknown>) => PageVisitsResponse | { status: number; detail: string };
  leads?: Submission[];
  demand?: DemandResponse;
}

/** A fake backend for /api/tracking and /api/tracking/demand; every request body is recorded. */
export function stubBackend(backend: Backend = {}) {
  const bodies: { url: string; body: Record<string, unknown> }[] = [];
  const json = (data: unknown, status = 200) =>
    new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    bodies.push({ url, body });
    if (url === '/api/tracking/demand') {
      return json(
        backend.demand ?? {
          visits: 30,
          visitors: 200,
          leads: 12,
          spend_minor: 120_000,
          paid_leads: 12,
          spend_source: 'sandbox',
          currency: 'INR',
          left_out: { ruled_out: 1, suspected_spam: 3, reasons: { honeypot: 1, too_fast: 2 } },
          window: win,
        },
      );
    }
    if (url === '/api/tracking' && body.tracking_type === 'page_visits') {
      const answer = backend.visits ? backend.visits(body) : visitsResponse();
      return 'detail' in answer ? json({ detail: answer.detail }, answer.status) : json(answer);
    }
    const leadPatch = /^\/api\/leads\/([^/]+)$/.exec(url);
    if (leadPatch && init?.method === 'PATCH') {
      const found = (backend.leads ?? []).find((l) => l.id === decodeURIComponent(leadPatch[1]!));
      if (!found) return json({ detail: 'No lead found for this ID' }, 404);
      Object.assign(found, body);
      if (typeof body.spam === 'boolean' && found.spam_reasons.length)
        found.quality = body.spam ? 'suspected_spam' : 'ok';
      if (body.status)
        found.quality =
          body.status === 'not_a_fit'
            ? 'ruled_out'
            : found.spam_reasons.length && found.quality === 'suspected_spam'
              ? 'suspected_spam'
              : 'ok';
      return json({ id: found.id, status: found.status, note: found.note, quality: found.quality });
    }
    if (url === '/api/tracking' && body.tracking_type === 'contact_form') {
      const all = (backend.leads ?? []).filter(
        (l) =>
          (!body.lead_status || l.status === body.lead_status) &&
          (!body.lead_quality || l.quality === body.lead_quality),
      );
      const offset = Number(body.offset ?? 0);
      const limit = Number(body.limit ?? 100);
      const page: ContactFormTrackingResponse = { data: all.slice(offset, offset + limit), total: all.length };
      return json(page);
    }
    return json({ detail: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, bodies };
}

export function renderAnalytics(orderId = 'order-1', createdAt = CREATED, question?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <OrderAnalytics orderId={orderId} createdAt={createdAt} question={question} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}
