// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdCampaignsTable } from '../../../src/web/campaigns';
import { CAMPAIGN_POLL_MS } from '../../../src/web/campaigns/api';
import type { AdCampaign, AdContent } from '../../../src/shared/contracts/campaigns';
import { CAMPAIGN_MESSAGES as M } from '../../../src/shared/campaigns/messages';
import { campaign, fakeBackend, mount } from './harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const content = (patch: Partial<AdContent> = {}): AdContent => ({
  business_name: 'Green Cart',
  budget: 5000,
  currency: 'INR',
  duration: 7,
  target_locations: ['India'],
  headlines: { headline_1: 'Early Access', headline_2: 'Green Cart', headline_3: 'Farm-fresh vegetables' },
  long_headline: 'Farm-fresh vegetables delivered in Pune',
  long_headlines: ['Farm-fresh vegetables delivered in Pune'],
  description: { description_1: 'We connect farmers with residents.', description_2: 'Harvested this morning.' },
  final_url: 'http://localhost/p/ord1',
  call_to_action_text: 'Sign up',
  landscape_image_url: '/media/a.png',
  square_image_url: '/media/b.png',
  logo_image_url: '/media/c.png',
  square_logo_image_url: '/media/d.png',
  page_business_name: 'Green Cart',
  page_words: ['farm-fresh', 'vegetables'],
  answer_words: ['farm-fresh', 'vegetables', 'pune', 'farmers'],
  claim_evidence: [],
  page_findings: [],
  edited_by_founder: false,
  edited_at: null,
  ...patch,
});

describe('Ad Campaigns table', () => {
  it('says "No ad campaigns available" when there are none, with an icon and the next step', async () => {
    fakeBackend(() => ({ body: { ad_campaigns: [] } }));
    mount(<AdCampaignsTable orderId="ord1" />);
    const title = await screen.findByText('No ad campaigns available');
    const empty = title.closest('.empty-state')!;
    expect(empty.querySelector('.empty-state-icon svg')).not.toBeNull();
    expect(empty).toHaveTextContent('choose Create Ad Campaign, then Google Ad');
  });

  it('shows the four columns and the status button of each state (docs/product.md#statuses)', async () => {
    fakeBackend(() => ({
      body: {
        ad_campaigns: [
          campaign({ id: '1', campaign_name: 'ord1_C1', status: 'Draft' }),
          campaign({ id: '2', campaign_name: 'ord1_C2', status: 'Payment Required' }),
          campaign({ id: '3', campaign_name: 'ord1_C3', status: 'Under Processing' }),
          campaign({ id: '4', campaign_name: 'ord1_C4', status: 'Active' }),
          campaign({ id: '5', campaign_name: 'ord1_C5', status: 'Completed', sandbox: false }),
        ],
      },
    }));
    mount(<AdCampaignsTable orderId="ord1" />);
    await screen.findByText('ord1_C1');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Campaign Name',
      'Business Name',
      'Status',
      'Results',
      'Ad Preview',
    ]);
    const row = (n: number) => within(screen.getByTestId(`campaign-row-ord1_C${n}`));
    expect(row(1).getByRole('button', { name: /Preparing ad/ })).toBeDisabled();
    expect(row(1).getByRole('button', { name: 'Preview ad of ord1_C1' })).toBeDisabled();
    expect(row(3).getByRole('button', { name: /Your ad campaign is being processed/ })).toBeDisabled();
    expect(row(4).getByRole('link', { name: /View Landing Page/ })).toHaveAttribute('href', '/p/ord1#owner');
    expect(row(4).getByRole('link', { name: /View Landing Page/ })).toHaveAttribute('target', '_blank');
    expect(row(5).getByRole('link', { name: /View Landing Page/ })).toBeInTheDocument();
    expect(row(4).getByText('Sandbox')).toBeInTheDocument();
    expect(row(5).queryByText('Sandbox')).not.toBeInTheDocument();
    expect(row(2).getByText('₹5,000.00 · 7 days')).toBeInTheDocument();
    expect(row(2).getByRole('button', { name: 'Complete Payment' })).toBeEnabled();
  });

  it('shows the reported results of each campaign, "Simulated" for the sandbox', async () => {
    fakeBackend(() => ({
      body: {
        ad_campaigns: [
          campaign({ id: '1', campaign_name: 'ord1_C1', status: 'Payment Required' }),
          campaign({ id: '2', campaign_name: 'ord1_C2', status: 'Active' }),
          campaign({
            id: '3',
            campaign_name: 'ord1_C3',
            status: 'Active',
            metrics: { impressions: 12_345, clicks: 321, cost: 4321.5, ctr: 321 / 12_345, cpc: 13.46 },
            metrics_source: 'sandbox',
          }),
          campaign({
            id: '4',
            campaign_name: 'ord1_C4',
            status: 'Completed',
            sandbox: false,
            metrics: { impressions: 1, clicks: 0, cost: 0, ctr: 0, cpc: null },
            metrics_source: 'google_ads',
          }),
        ],
      },
    }));
    mount(<AdCampaignsTable orderId="ord1" />);
    await screen.findByText('ord1_C1');
    const results = (n: number) =>
      within(screen.getByTestId(`campaign-row-ord1_C${n}`)).getByTestId('campaign-results');
    expect(results(1)).toHaveTextContent('Not running yet');
    expect(results(2)).toHaveTextContent('No figures reported yet');
    expect(results(3)).toHaveTextContent('12,345 impressions');
    expect(results(3)).toHaveTextContent('321 clicks · CTR 2.6%');
    expect(results(3)).toHaveTextContent('₹4,321.50 spent · CPC ₹13.46');
    expect(within(results(3)).getByTestId('metrics-simulated')).toHaveTextContent('Simulated');
    // Google's figures are not labelled simulated; no CPC without clicks.
    expect(results(4)).toHaveTextContent('1 impression');
    expect(results(4)).toHaveTextContent('0 clicks · CTR 0.0%');
    expect(results(4)).toHaveTextContent('₹0.00 spent');
    expect(results(4)).not.toHaveTextContent('CPC');
    expect(within(results(4)).queryByText('Simulated')).not.toBeInTheDocument();
    expect(within(results(2)).queryByText('Simulated')).not.toBeInTheDocument();
  });

  it('polls while a campaign is being worked on, so the status changes without a reload', async () => {
    // Fake timers (advancing with real time too, so the page renders): the poll interval is
    // skipped over, not waited for.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: AdCampaign['status'] = 'Draft';
    const calls = fakeBackend(() => ({ body: { ad_campaigns: [campaign({ status })] } }));
    mount(<AdCampaignsTable orderId="ord1" />);
    expect(await screen.findByTestId('campaign-status')).toHaveTextContent('Draft');
    status = 'Payment Required';
    await vi.advanceTimersByTimeAsync(CAMPAIGN_POLL_MS);
    await waitFor(() => expect(screen.getByTestId('campaign-status')).toHaveTextContent('Payment Required'));
    const polls = calls.length;
    await vi.advanceTimersByTimeAsync(3 * CAMPAIGN_POLL_MS);
    expect(calls.length).toBe(polls); // no polling once nothing is in progress
  });

  /** The toasts on screen (docs/product.md#messages: the campaign refresh failure is a toast). */
  const toasts = () => [...document.querySelectorAll('.toast')].map((t) => t.textContent);

  it('toasts "Failed to refresh ad campaigns: {detail}" when a refresh fails', async () => {
    let fail = false;
    fakeBackend(() =>
      fail
        ? { status: 503, body: { detail: 'Database unavailable' } }
        : { body: { ad_campaigns: [campaign({ status: 'Under Processing' })] } },
    );
    mount(<AdCampaignsTable orderId="ord1" />);
    await screen.findByText('ord1_C1');
    fail = true;
    await waitFor(() => expect(toasts()).toEqual([M.refreshError('Database unavailable')]), { timeout: 5000 });
    expect(screen.getByText('ord1_C1')).toBeInTheDocument(); // the rows stay
  });

  it('toasts the same text, with the fallback, when the first load fails; the card offers to try again', async () => {
    let fail = true;
    fakeBackend(() => (fail ? { status: 500 } : { body: { ad_campaigns: [campaign()] } }));
    mount(<AdCampaignsTable orderId="ord1" />);
    await waitFor(() => expect(toasts()).toEqual([M.refreshError(M.fetchCampaignsFallback)]));
    const card = within(screen.getByTestId('ad-campaigns'));
    expect(card.getByText(M.notLoaded)).toBeInTheDocument();
    expect(card.queryByText(M.refreshError(M.fetchCampaignsFallback))).not.toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(card.getByRole('button', { name: M.retry }));
    expect(await card.findByText('ord1_C1')).toBeInTheDocument();
  });

  it('opens the details modal in INR', async () => {
    fakeBackend(() => ({ body: { ad_campaigns: [campaign({ budget: 12000, duration: 5, daily_spend: 2400 })] } }));
    const user = userEvent.setup();
    mount(<AdCampaignsTable orderId="ord1" />);
    await user.click(await screen.findByRole('button', { name: 'Details of ord1_C1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Campaign details' }));
    expect(dialog.getByText('₹12,000.00')).toBeInTheDocument();
    expect(dialog.getByText('₹2,400.00')).toBeInTheDocument();
    expect(dialog.getAllByText('N/A').length).toBeGreaterThanOrEqual(3); // paid, runs from, runs until
    expect(dialog.getByText(/nothing is published to Google Ads/)).toBeInTheDocument();
    expect(dialog.queryByText(/\$/)).not.toBeInTheDocument();
  });
});

describe('Complete Payment', () => {
  it('opens "Review your ad", whose Pay goes through the payments area\'s sandbox checkout, then Under Processing', async () => {
    let status: AdCampaign['status'] = 'Payment Required';
    const calls = fakeBackend((call) => {
      switch (call.path) {
        case '/api/get_ad_campaigns':
          return { body: { ad_campaigns: [campaign({ status })] } };
        case '/api/get_ad_content':
          return { body: { ad_content: content() } };
        case '/create-razorpay-order':
          return {
            body: {
              id: 'order_sbx_1',
              amount: 500_000,
              currency: 'INR',
              gateway: 'sandbox',
              key_id: null,
              prefill: { name: 'A', email: 'a@example.com', contact: '' },
              description: 'Google Ad campaign ord1_C1',
            },
          };
        case '/api/payments/sandbox/complete':
          return {
            body: { razorpay_order_id: 'order_sbx_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' },
          };
        case '/verify-razorpay-payment':
          status = 'Under Processing';
          return { body: { status: 'success', pfa_order_id: 'c1', order_status: 'Under Processing' } };
        default:
          return { status: 404, body: { detail: 'no route' } };
      }
    });
    const user = userEvent.setup();
    mount(<AdCampaignsTable orderId="ord1" />);
    await user.click(await screen.findByRole('button', { name: 'Complete Payment' }));
    const review = within(await screen.findByRole('dialog', { name: /Review your ad/ }));
    expect(await review.findByDisplayValue('Early Access')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/create-razorpay-order')).toBe(false);
    await user.click(review.getByRole('button', { name: 'Pay ₹5,000.00' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Review your ad/ })).not.toBeInTheDocument());
    // Nothing was changed, so nothing is saved.
    expect(calls.some((c) => c.path === '/api/update_ad_content')).toBe(false);
    const checkout = within(await screen.findByRole('dialog', { name: /Checkout/ }));
    expect(checkout.getByText('Sandbox')).toBeInTheDocument();
    await user.click(checkout.getByRole('button', { name: /^Pay/ }));
    expect(
      await screen.findByText(/Under Processing/, { selector: '[data-testid="campaign-status"]' }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/create-razorpay-order')?.body).toMatchObject({
      use: 'ad_campaign',
      pfa_order_id: 'c1',
      campaign_name: 'ord1_C1',
    });
    expect(calls.find((c) => c.path === '/verify-razorpay-payment')?.body).toMatchObject({
      razorpay_order_id: 'order_sbx_1',
      razorpay_payment_id: 'pay_1',
      use: 'ad_campaign',
      campaign_name: 'ord1_C1',
    });
    expect(screen.getByRole('button', { name: /Your ad campaign is being processed/ })).toBeDisabled();
  });
});

describe('Ad Preview modal', () => {
  async function openPreview(answer: { status?: number; body?: unknown }) {
    fakeBackend((call) =>
      call.path === '/api/get_ad_content'
        ? answer
        : { body: { ad_campaigns: [campaign({ status: 'Payment Required' })] } },
    );
    const user = userEvent.setup();
    mount(<AdCampaignsTable orderId="ord1" />);
    await user.click(await screen.findByRole('button', { name: 'Preview ad of ord1_C1' }));
    return within(await screen.findByRole('dialog', { name: /Ad Preview/ }));
  }

  it('shows headlines, long headline, descriptions, final URL, call to action and the four images', async () => {
    const dialog = await openPreview({ body: { ad_content: content() } });
    expect(await dialog.findByText('Farm-fresh vegetables delivered in Pune')).toBeInTheDocument();
    expect(dialog.getAllByText('Early Access')).toHaveLength(2); // the mock-up and the list
    expect(dialog.getByText('Harvested this morning.')).toBeInTheDocument();
    expect(dialog.getByText('A mock-up of the ad')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'http://localhost/p/ord1' })).toBeInTheDocument();
    expect(dialog.getAllByText('Sign up').length).toBeGreaterThanOrEqual(1);
    expect(dialog.getByText('₹5,000.00')).toBeInTheDocument();
    const images = dialog.getAllByRole('img');
    expect(images.map((i) => i.getAttribute('src'))).toEqual([
      '/media/a.png',
      '/media/c.png',
      '/media/b.png',
      '/media/d.png',
    ]);
    expect(dialog.getByText('Landscape · 1200×628')).toBeInTheDocument();
  });

  it('shows N/A for absent values and "No images available." without images', async () => {
    const dialog = await openPreview({
      body: {
        ad_content: content({
          long_headline: '',
          long_headlines: [],
          final_url: '',
          call_to_action_text: '',
          landscape_image_url: null,
          square_image_url: null,
          logo_image_url: null,
          square_logo_image_url: null,
        }),
      },
    });
    expect(await dialog.findByText('No images available.')).toBeInTheDocument();
    expect(dialog.getAllByText('N/A')).toHaveLength(3);
  });

  it('says "No ad content available." when there is none', async () => {
    const dialog = await openPreview({ body: { ad_content: null } });
    expect(await dialog.findByText('No ad content available.')).toBeInTheDocument();
  });

  it('shows the error text when loading fails', async () => {
    const dialog = await openPreview({ status: 404, body: { detail: 'No ad campaign named ord1_C1 for this order' } });
    expect(
      await dialog.findByText('Error fetching ad content: No ad campaign named ord1_C1 for this order'),
    ).toBeInTheDocument();
  });
});
