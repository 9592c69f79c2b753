import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import { ToastProvider } from '../../../src/web/ui/toast';
import type { AdCampaign } from '../../../src/shared/contracts/campaigns';

export interface Call {
  method: string;
  path: string;
  body: unknown;
}
type Handler = (call: Call) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

/** Stub fetch: each call is recorded and answered by `handler`. */
export function fakeBackend(handler: Handler): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      path: String(input),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const { status = 200, body = null } = await handler(call);
    return new Response(body === null ? '' : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

export function mount(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>{ui}</ToastProvider>
    </QueryClientProvider>,
  );
}

export const COUNTRIES = [
  { value: '2356', label: 'India' },
  { value: '2840', label: 'United States' },
  { value: '2826', label: 'United Kingdom' },
  { value: '2036', label: 'Australia' },
  { value: '2124', label: 'Canada' },
  { value: '2276', label: 'Germany' },
];

export function campaign(patch: Partial<AdCampaign> = {}): AdCampaign {
  return {
    id: 'c1',
    order_id: 'ord1',
    campaign_name: 'ord1_C1',
    business_name: 'Green Cart',
    budget: 5000,
    currency: 'INR',
    duration: 7,
    daily_spend: 714.29,
    target_locations: ['India'],
    target_location_ids: ['2356'],
    status: 'Payment Required',
    sandbox: true,
    ad_copy_edited_at: null,
    created_at: '2026-03-01T10:00:00.000Z',
    paid_at: null,
    starts_at: null,
    ends_at: null,
    last_error: null,
    metrics: null,
    metrics_source: 'sandbox',
    ...patch,
  };
}
