import { Link } from 'react-router';
import { LegalPage } from './LegalPage';

/** docs/product.md#roles: privacy policy effective June 2025; the service is not for children under 16. */
export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      dateLine="Effective June 2025"
      intro={<p>This policy explains what Ideaproof collects, why, and the choices you have.</p>}
      sections={[
        {
          heading: 'What we collect from founders',
          body: (
            <p>
              Your account details (username, email, a hashed password), the profile information you choose to add, the
              answers that describe your business ideas, your orders and ad campaigns. Payments are handled by our
              payment provider; we keep the payment reference, not your card details.
            </p>
          ),
        },
        {
          heading: 'What we collect from landing-page visitors',
          body: (
            <p>
              A visit to a landing page records the time and the approximate country and city worked out from the IP
              address. We do not store the IP address itself and do not set tracking cookies. If a visitor sends the
              contact form, the name, email, answers and message go to the founder who owns that page.
            </p>
          ),
        },
        {
          heading: 'How we use it',
          body: (
            <p>
              To run the service: generate landing pages, run the campaigns you order, show you your analytics and
              leads, send service emails such as password resets, and prevent abuse. We do not sell personal data.
            </p>
          ),
        },
        {
          heading: 'Who we share it with',
          body: (
            <p>
              Only the providers needed to run the service — payments, advertising, email delivery, hosting and content
              generation — and only what each one needs, or where the law requires it.
            </p>
          ),
        },
        {
          heading: 'Keeping and deleting data',
          body: (
            <p>
              We keep your data while your account is open. You can ask us to export or delete it; we keep only what the
              law requires us to keep (for example invoices).
            </p>
          ),
        },
        {
          heading: 'Children',
          body: <p>Ideaproof is not for children under 16, and we do not knowingly collect their data.</p>,
        },
        {
          heading: 'Contact',
          body: (
            <p>
              Questions about privacy? <Link to="/contact">Contact us</Link>.
            </p>
          ),
        },
      ]}
    />
  );
}
