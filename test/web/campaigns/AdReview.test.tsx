// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewAdModal } from '../../../src/web/campaigns/ReviewAdModal';
import type { AdContent } from '../../../src/shared/contracts/campaigns';
import { campaign, fakeBackend, mount, type Call } from './harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stored = (): AdContent => ({
  business_name: 'Green Cart',
  budget: 5000,
  currency: 'INR',
  duration: 7,
  target_locations: ['India'],
  headlines: { headline_1: 'Fresh Veg Weekly', headline_2: 'Picked This Morning', headline_3: 'Pune Farm Boxes' },
  long_headline: 'Vegetables picked the morning they reach your door in Pune',
  long_headlines: ['Vegetables picked the morning they reach your door in Pune'],
  description: {
    description_1: 'A weekly box from farmers near Pune.',
    description_2: 'No cold storage: harvested the day it is delivered.',
  },
  final_url: 'http://localhost/p/ord1',
  call_to_action_text: 'Sign up',
  landscape_image_url: '/media/a.png',
  square_image_url: '/media/b.png',
  logo_image_url: '/media/c.png',
  square_logo_image_url: '/media/d.png',
  page_business_name: 'Green Cart',
  page_words: ['vegetables', 'pune'],
  answer_words: [],
  claim_evidence: [],
  page_findings: [],
  edited_by_founder: false,
  edited_at: null,
});

function setup(status: 'Payment Required' | 'Under Processing' = 'Payment Required', patch: Partial<AdContent> = {}) {
  let content = { ...stored(), ...patch };
  const calls: Call[] = fakeBackend((call) => {
    switch (call.path) {
      case '/api/get_ad_campaigns':
        return { body: { ad_campaigns: [campaign({ status })] } };
      case '/api/get_ad_content':
        return { body: { ad_content: content } };
      case '/api/update_ad_content': {
        const b = call.body as {
          headlines: string[];
          long_headlines: string[];
          descriptions: string[];
          business_name: string;
        };
        content = {
          ...content,
          business_name: b.business_name,
          headlines: Object.fromEntries(b.headlines.map((h, i) => [`headline_${i + 1}`, h])),
          long_headline: b.long_headlines[0]!,
          long_headlines: b.long_headlines,
          description: Object.fromEntries(b.descriptions.map((d, i) => [`description_${i + 1}`, d])),
          edited_by_founder: true,
          edited_at: '2026-03-01T10:05:00.000Z',
        };
        return { body: { message: 'Your ad copy has been saved.', ad_content: content } };
      }
      default:
        return { status: 404, body: { detail: 'no route' } };
    }
  });
  const onPay = vi.fn();
  const user = userEvent.setup();
  mount(<ReviewAdModal orderId="ord1" campaignName="ord1_C1" onPay={onPay} onHide={() => {}} />);
  return { calls, onPay, user };
}

const dialog = async () => within(await screen.findByRole('dialog', { name: /Review your ad/ }));

describe('Review your ad', () => {
  it("does not count a headline that could be any business's towards the strength, and says so", async () => {
    setup('Payment Required', {
      answer_words: ['fresh', 'veg', 'weekly', 'picked', 'morning', 'farm', 'boxes', 'farmers', 'cold', 'storage'],
    });
    const d = await dialog();
    const h3 = await d.findByLabelText('Headline 3');
    const meter = d.getByTestId('ad-strength');
    expect(meter).not.toHaveTextContent(/could be any business/);
    const user = userEvent.setup();
    await user.clear(h3);
    await user.type(h3, 'Share Your View');
    expect(meter).toHaveTextContent(
      "Replace 1 line that could be any business's (“Share Your View”) with what only your idea offers: they do not count.",
    );
    expect(meter).toHaveTextContent('Add 9 more distinct headlines');
  });

  it('shows the stored copy as labelled fields with n/max counters tied to them', async () => {
    setup();
    const d = await dialog();
    const h2 = (await d.findByLabelText('Headline 2')) as HTMLInputElement;
    expect(h2.value).toBe('Picked This Morning');
    expect(h2.getAttribute('aria-describedby')).toBe('ad-headline-2-count');
    expect(document.getElementById('ad-headline-2-count')).toHaveTextContent('19/30');
    expect(document.getElementById('ad-long-headline-1-count')).toHaveTextContent('58/90');
    expect(document.getElementById('ad-description-1-count')).toHaveTextContent('36/90');
    expect(document.getElementById('ad-business-name-count')).toHaveTextContent('10/25');
    expect(d.getByRole('button', { name: 'Pay ₹5,000.00' })).toBeEnabled();
  });

  it('checks the rules while typing, and Save focuses the first invalid field and sends nothing', async () => {
    const { calls, user } = setup();
    const d = await dialog();
    const h2 = await d.findByLabelText('Headline 2');
    await user.clear(h2);
    await user.type(h2, 'Order Now!');
    expect(d.getByText('Headline 2: no exclamation marks in headlines')).toBeInTheDocument();
    expect(h2).toHaveAttribute('aria-invalid', 'true');
    expect(h2.getAttribute('aria-describedby')).toBe('ad-headline-2-count ad-headline-2-errors');
    const desc = d.getByLabelText('Description 2');
    await user.clear(desc);
    await user.type(desc, 'Call +91 98765 43210');
    expect(d.getByText('Description 2: no phone numbers in ad text')).toBeInTheDocument();

    d.getByLabelText('Business name').focus();
    await user.click(d.getByRole('button', { name: 'Save' }));
    expect(h2).toHaveFocus();
    expect(await screen.findByText('Please fix the errors in the form')).toBeInTheDocument();
    // Pay does not go ahead with invalid copy either.
    await user.click(d.getByRole('button', { name: 'Pay ₹5,000.00' }));
    expect(calls.some((c) => c.path === '/api/update_ad_content')).toBe(false);
  });

  it('shows each policy finding with the policy it breaks beside the field, and Pay goes no further', async () => {
    const { calls, onPay, user } = setup();
    const d = await dialog();
    const h1 = await d.findByLabelText('Headline 1');
    await user.clear(h1);
    await user.type(h1, 'Best Veg in Pune');
    const h3 = d.getByLabelText('Headline 3');
    await user.clear(h3);
    await user.type(h3, 'WhatsApp Us to Order');
    const desc = d.getByLabelText('Description 1');
    await user.clear(desc);
    await user.type(desc, 'Write to veg@greencart.in today.');

    const errors1 = document.getElementById('ad-headline-1-errors')!;
    expect(errors1).toHaveTextContent(
      'Headline 1: "Best" is a superlative Google allows only with independent proof; say what makes the offer so instead',
    );
    expect(errors1).toHaveTextContent('Misrepresentation: unsubstantiated superlative or claim');
    expect(document.getElementById('ad-headline-3-errors')).toHaveTextContent('Trademarks');
    expect(document.getElementById('ad-description-1-errors')).toHaveTextContent(
      'Description 1: no email addresses in ad text ("veg@greencart.in") Editorial: email address or URL in ad text',
    );
    expect(h1).toHaveAttribute('aria-invalid', 'true');
    // The meter agrees: an ad Google would refuse is not Good or Excellent.
    expect(d.getByRole('meter', { name: 'Ad strength' })).not.toHaveAttribute('aria-valuetext', 'Good');
    expect(d.getByRole('meter', { name: 'Ad strength' })).not.toHaveAttribute('aria-valuetext', 'Excellent');

    await user.click(d.getByRole('button', { name: 'Pay ₹5,000.00' }));
    expect(h1).toHaveFocus();
    expect(await screen.findByText('Please fix the errors in the form')).toBeInTheDocument();
    expect(onPay).not.toHaveBeenCalled();
    expect(calls.some((c) => c.path === '/api/update_ad_content')).toBe(false);
  });

  it('lets "guaranteed" pass when the answers state the guarantee, as the server does', async () => {
    const { user } = setup('Payment Required', {
      claim_evidence: ['Vegetables in Pune', 'Freshness guaranteed: a full refund for any box that is not fresh.'],
    });
    const d = await dialog();
    const h1 = await d.findByLabelText('Headline 1');
    await user.clear(h1);
    await user.type(h1, 'Freshness Guaranteed');
    expect(h1).toHaveAttribute('aria-invalid', 'false');
    expect(document.getElementById('ad-headline-1-errors')).toBeNull();
  });

  it("shows the landing page's findings and does not open the checkout while any remain", async () => {
    const { calls, onPay, user } = setup('Payment Required', {
      page_findings: [
        {
          policy: 'Destination: insufficient original content',
          message:
            'Your landing page has 4 words of its own besides its heading; Google wants at least 15: add to About or the cards in the page editor',
        },
      ],
    });
    const d = await dialog();
    const alert = await d.findByText('Your landing page must be fixed before paying');
    expect(alert.closest('.alert')).toHaveTextContent('Destination: insufficient original content');
    await user.click(d.getByRole('button', { name: 'Pay ₹5,000.00' }));
    expect(await screen.findByText(/^Google would refuse this ad, so it cannot be paid for yet: /)).toBeInTheDocument();
    expect(onPay).not.toHaveBeenCalled();
    expect(calls.some((c) => c.path === '/api/update_ad_content')).toBe(false);
  });

  it('saves the edited copy, marks it as edited, and Pay goes ahead with it', async () => {
    const { calls, onPay, user } = setup();
    const d = await dialog();
    const h2 = await d.findByLabelText('Headline 2');
    await user.clear(h2);
    await user.type(h2, 'Harvested at Dawn');
    expect(document.getElementById('ad-headline-2-count')).toHaveTextContent('17/30');
    await user.click(d.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your ad copy has been saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/update_ad_content')?.body).toEqual({
      order_id: 'ord1',
      campaign_name: 'ord1_C1',
      business_name: 'Green Cart',
      headlines: ['Fresh Veg Weekly', 'Harvested at Dawn', 'Pune Farm Boxes'],
      long_headlines: ['Vegetables picked the morning they reach your door in Pune'],
      descriptions: ['A weekly box from farmers near Pune.', 'No cold storage: harvested the day it is delivered.'],
    });
    expect(await d.findByText('Edited by you')).toBeInTheDocument();
    expect(d.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(d.getByRole('button', { name: 'Pay ₹5,000.00' }));
    expect(onPay).toHaveBeenCalledWith(expect.objectContaining({ campaign_name: 'ord1_C1' }));
    expect(calls.filter((c) => c.path === '/api/update_ad_content')).toHaveLength(1);
  });

  it('Pay saves unsaved changes first', async () => {
    const { calls, onPay, user } = setup();
    let savedBeforePay = false;
    onPay.mockImplementation(() => {
      savedBeforePay = calls.some((c) => c.path === '/api/update_ad_content');
    });
    const d = await dialog();
    const name = await d.findByLabelText('Business name');
    await user.clear(name);
    await user.type(name, 'Green Cart Pune');
    expect(d.getByText('Unsaved changes are saved before paying.')).toBeInTheDocument();
    await user.click(d.getByRole('button', { name: 'Pay ₹5,000.00' }));
    await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
    const saves = calls.filter((c) => c.path === '/api/update_ad_content');
    expect(saves).toHaveLength(1);
    expect(saves[0]!.body).toMatchObject({ business_name: 'Green Cart Pune' });
    // The payment starts only once the save has been answered.
    expect(savedBeforePay).toBe(true);
  });

  it('is read-only once the campaign is paid for', async () => {
    setup('Under Processing');
    const d = await dialog();
    expect(
      await d.findByText('This ad campaign has been paid for: its ad copy can no longer be changed.'),
    ).toBeInTheDocument();
    expect(d.getByLabelText('Headline 1')).toBeDisabled();
    expect(d.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(d.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });
});
