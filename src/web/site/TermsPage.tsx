import { Link } from 'react-router';
import { LegalPage } from './LegalPage';
import { IDEA_PRICE } from './price';

/** docs/product.md#roles: Terms & Conditions. */
export default function TermsPage() {
  return (
    <LegalPage
      title="Terms & Conditions"
      intro={<p>These terms apply when you use Ideaproof. By creating an account you accept them.</p>}
      sections={[
        {
          heading: 'The service',
          body: (
            <p>
              Ideaproof generates a landing page for a business idea you describe, lets you run paid ad campaigns that
              send visitors to it, and shows you the visits and contact-form submissions it receives. It measures
              interest; it does not promise that an idea will succeed.
            </p>
          ),
        },
        {
          heading: 'Your account',
          body: (
            <p>
              Keep your password safe and your email address current. You are responsible for what is done with your
              account.
            </p>
          ),
        },
        {
          heading: 'Orders and payment',
          body: (
            <p>
              Each business idea is an order with a price of {IDEA_PRICE}, paid before its landing page is generated. Ad
              campaigns are paid separately, in Indian rupees (INR), for the budget and duration you choose. Prices are
              shown before you pay.
            </p>
          ),
        },
        {
          heading: 'Your content',
          body: (
            <p>
              You keep the rights to your ideas and the answers you give. You allow us to use them to generate and host
              your landing page and ads. Do not submit anything unlawful, misleading or that you have no right to use;
              we may take down pages and campaigns that break these rules or the ad network&apos;s policies.
            </p>
          ),
        },
        {
          heading: 'Leads',
          body: (
            <p>
              People who contact you through your landing page trust you with their details. Use them only to follow up
              on your idea, and respect their wish to hear no more.
            </p>
          ),
        },
        {
          heading: 'Refunds',
          body: (
            <p>
              See the <Link to="/refund">Cancellation &amp; Refund Policy</Link>.
            </p>
          ),
        },
        {
          heading: 'Liability',
          body: (
            <p>
              The service is provided as is. To the extent the law allows, our liability for any claim is limited to the
              amount you paid for the order concerned.
            </p>
          ),
        },
        {
          heading: 'Changes and contact',
          body: (
            <p>
              We may update these terms and will show the new version here. Questions:{' '}
              <Link to="/contact">Contact Us</Link>.
            </p>
          ),
        },
      ]}
    />
  );
}
