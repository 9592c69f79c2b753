import { Link } from 'react-router';
import { LegalPage } from './LegalPage';

/** docs/product.md#roles: Cancellation & Refund Policy; refunds take 9–15 days. */
export default function RefundPage() {
  return (
    <LegalPage
      title="Cancellation & Refund Policy"
      intro={<p>We want you to pay only for validation you receive. This page explains when and how we refund.</p>}
      sections={[
        {
          heading: 'Cancelling an order',
          body: (
            <p>
              You can remove an order that is still waiting for payment from your dashboard at any time; nothing is
              charged. Once an order is paid, its landing page is generated automatically. Write to us before the page
              goes live if you want to cancel a paid order.
            </p>
          ),
        },
        {
          heading: 'When we refund',
          body: (
            <ul>
              <li>You were charged twice, or charged for an order that did not go through.</li>
              <li>Your landing page was not generated, or your paid ad campaign was not launched.</li>
              <li>You cancelled a paid order before its landing page went live.</li>
            </ul>
          ),
        },
        {
          heading: 'How long a refund takes',
          body: (
            <p>
              Approved refunds are processed within <strong>9–15 days</strong> and paid back to the original payment
              method. Your bank or card issuer may take a few more days to show the amount.
            </p>
          ),
        },
        {
          heading: 'Ad budgets',
          body: (
            <p>
              Money already spent on advertising with the ad network cannot be returned. Any unspent part of a campaign
              budget is refunded under the same timeline.
            </p>
          ),
        },
        {
          heading: 'How to ask',
          body: (
            <p>
              Email us from the address of your account with the order ID (shown on your dashboard). See{' '}
              <Link to="/contact">Contact Us</Link> for our details.
            </p>
          ),
        },
      ]}
    />
  );
}
