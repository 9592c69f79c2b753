import { configure, render } from '@testing-library/react';
import { vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '../../../src/web/app/toast';
import { OrderAnalytics } from '../../../src/web/analytics';
import type {
  ContactFormTrackingResponse,
  DemandResponse,
  PageVisitsResponse,
  Submission,
} from '../../../src/shared/contracts/analytics';

configure({ asyncUtilTimeout: 8000 });

export const CREATED = '2025-06-01T04:00:00.000Z';
const win = {
  start: CREATED,
  end: '2025-06-04T00:00:00.000Z',
  previous_start: '2025-05-29T08:00:00.000Z',
  timezone: 'UTC',
};

export function visitsResponse(patch: Partial<PageVisitsResponse> = {}): PageVisitsResponse {
  return {
    summary: { total_visits: 30, unique_cities: 3 },
    previous_summary: { total_visits: 20, unique_cities: 0 },
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
        { city: 'Pune', country: 'India', visits: 20 },
        { city: 'Springfield', country: 'India', visits: 4 },
        { city: 'Springfield', country: 'Canada', visits: 1 },
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
    message: `Message ${i}`,
    country: i % 2 ? 'India' : null,
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
        backend.demand ?? { visits: 30, visitors: 200, leads: 12, spend_minor: 120_000, currency: 'INR', window: win },
      );
    }
    if (url === '/api/tracking' && body.tracking_type === 'page_visits') {
      const answer = backend.visits ? backend.visits(body) : visitsResponse();
      return 'detail' in answer ? json({ detail: answer.detail }, answer.status) : json(answer);
    }
    if (url === '/api/tracking' && body.tracking_type === 'contact_form') {
      const all = backend.leads ?? [];
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

export function renderAnalytics(orderId = 'order-1', createdAt = CREATED) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <OrderAnalytics orderId={orderId} createdAt={createdAt} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}
