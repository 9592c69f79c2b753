import { ScrollTable } from './ScrollTable';
import { Progress } from './Progress';
import { Check, Minus } from 'lucide-react';
import type { DemoExample, DemoPageDef } from './types';
import { formatCount } from '../../shared/money';

const ex = (title: string, render: DemoExample['render']): DemoExample => ({ title, render });

/** The real difference between the embedded default and production (docs/configuration.md). */
const UPGRADE_ROWS: [string, string, string][] = [
  ['Database', 'PGlite in ./data (one process)', 'PostgreSQL (DATABASE_URL), many processes'],
  ['Payments', 'Sandbox gateway, clearly labelled', 'Razorpay (RAZORPAY_KEY_ID / _SECRET)'],
  ['Ad campaigns', 'Sandbox: states change on a timer', 'Google Ads API'],
  ['Landing page content', 'Built-in generator from the four answers', 'OpenAI-compatible model (LLM_*)'],
  ['Email', 'Outbox table and a log line', 'SMTP (SMTP_URL)'],
  ['Google sign-in', 'Hidden', 'GOOGLE_CLIENT_ID / _SECRET'],
];

const SAMPLE_ROWS = [
  { page: '/p/…/about', views: 3225, value: '$20', bounce: 42.55 },
  { page: '/p/…/services', views: 2987, value: '$12', bounce: 35.1 },
  { page: '/p/…/contact', views: 2844, value: '$15', bounce: 28.9 },
  { page: '/p/…/why-us', views: 1220, value: '$5', bounce: 51.3 },
];

const INVOICE_LINES = [
  { item: 'Business idea validation order', qty: 1, price: 99 },
  { item: 'Generated landing page (included)', qty: 1, price: 0 },
];

const BILLING_HISTORY = [
  { id: 'INV-0003', date: 'Sample date 3', amount: '99.00', status: 'Paid' },
  { id: 'INV-0002', date: 'Sample date 2', amount: '99.00', status: 'Paid' },
  { id: 'INV-0001', date: 'Sample date 1', amount: '99.00', status: 'Refunded' },
];

export const EXAMPLE_PAGES: DemoPageDef[] = [
  {
    path: '/upgrade',
    title: 'Upgrade: from the embedded default to production',
    lead: 'Everything runs out of the box with local stand-ins. Set these variables to switch each part to the real service.',
    examples: [
      ex('Comparison', () => (
        <ScrollTable label="Embedded default compared with production" className="align-middle mb-0">
          <caption className="visually-hidden">Embedded default compared with production</caption>
          <thead>
            <tr>
              <th scope="col">Part</th>
              <th scope="col">Embedded default</th>
              <th scope="col">Production</th>
            </tr>
          </thead>
          <tbody>
            {UPGRADE_ROWS.map(([part, local, prod]) => (
              <tr key={part}>
                <th scope="row">{part}</th>
                <td>
                  <Minus size={16} aria-hidden="true" className="text-body-secondary me-1" />
                  {local}
                </td>
                <td>
                  <Check size={16} aria-hidden="true" className="text-success me-1" />
                  {prod}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )),
      ex('How', () => (
        <p className="mb-0">
          See <a href="/documentation/configuration">Configuration</a> for every variable and its default.
        </p>
      )),
    ],
  },
  {
    path: '/tables/bootstrap-tables',
    title: 'Bootstrap tables',
    lead: 'Table styles with sample figures (not your data).',
    examples: [
      ex('Page visits', () => (
        <ScrollTable label="Sample page visits" hover className="mb-0">
          <caption className="visually-hidden">Sample page visits</caption>
          <thead className="table-light">
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Page views</th>
              <th scope="col">Page value</th>
              <th scope="col">Bounce rate</th>
            </tr>
          </thead>
          <tbody>
            {SAMPLE_ROWS.map((r) => (
              <tr key={r.page}>
                <td>{r.page}</td>
                <td>{formatCount(r.views)}</td>
                <td>{r.value}</td>
                <td>{r.bounce}%</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )),
      ex('Bounce rate as bars', () => (
        <ScrollTable label="Sample bounce rates" borderless className="mb-0">
          <caption className="visually-hidden">Sample bounce rates</caption>
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col" style={{ width: '55%' }}>
                Bounce rate
              </th>
            </tr>
          </thead>
          <tbody>
            {SAMPLE_ROWS.map((r) => (
              <tr key={r.page}>
                <td>{r.page}</td>
                <td>
                  <Progress now={r.bounce} showValue label={`Bounce rate of ${r.page}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )),
    ],
  },
  {
    path: '/examples/billing',
    title: 'Billing',
    lead: 'What a billing page looks like (sample figures).',
    examples: [
      ex('Plan', () => (
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-3">
          <div>
            <div className="fw-semibold">Pay per idea</div>
            <div className="text-body-secondary small">99 per business idea; ad budgets per campaign.</div>
          </div>
          <span className="badge text-bg-success">Sample</span>
        </div>
      )),
      ex('Billing history', () => (
        <ScrollTable label="Sample billing history" className="mb-0">
          <caption className="visually-hidden">Sample billing history</caption>
          <thead>
            <tr>
              <th scope="col">Invoice</th>
              <th scope="col">Date</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {BILLING_HISTORY.map((b) => (
              <tr key={b.id}>
                <td>{b.id}</td>
                <td>{b.date}</td>
                <td>${b.amount}</td>
                <td>
                  <span className={`badge ${b.status === 'Paid' ? 'text-bg-success' : 'text-bg-secondary'}`}>
                    {b.status}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )),
    ],
  },
  {
    path: '/examples/invoice',
    title: 'Invoice',
    lead: 'An invoice layout with sample lines.',
    examples: [
      ex('Invoice INV-0001 (sample)', () => {
        const total = INVOICE_LINES.reduce((s, l) => s + l.qty * l.price, 0);
        return (
          <>
            <div className="d-flex flex-wrap justify-content-between gap-3 mb-4">
              <div>
                <div className="fw-bold h5 mb-1">Ideaproof</div>
                <div className="small text-body-secondary">Merchant details: see Contact Us</div>
              </div>
              <div className="text-md-end small">
                <div>Invoice: INV-0001</div>
                <div>Status: Sample</div>
              </div>
            </div>
            <ScrollTable label="Invoice lines" className="mb-0">
              <caption className="visually-hidden">Invoice lines</caption>
              <thead className="table-light">
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col" className="text-end">
                    Qty
                  </th>
                  <th scope="col" className="text-end">
                    Price
                  </th>
                </tr>
              </thead>
              <tbody>
                {INVOICE_LINES.map((l) => (
                  <tr key={l.item}>
                    <td>{l.item}</td>
                    <td className="text-end">{l.qty}</td>
                    <td className="text-end">${l.price.toFixed(2)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2} className="text-end">
                    Total
                  </th>
                  <td className="text-end fw-bold">${total.toFixed(2)}</td>
                </tr>
              </tfoot>
            </ScrollTable>
          </>
        );
      }),
    ],
  },
  {
    path: '/widgets',
    title: 'Widgets',
    lead: 'Building blocks for dashboards, with sample figures.',
    examples: [
      ex('Summary cards', () => (
        <div className="row g-3">
          {[
            { label: 'Total Visits', value: '1,284', change: '+18.2%' },
            { label: 'Unique Cities', value: '37', change: '+9.5%' },
            { label: 'Leads', value: '23', change: '+4.0%' },
          ].map((w) => (
            <div key={w.label} className="col-md-4">
              <div className="border rounded-3 p-3 h-100">
                <div className="small text-body-secondary">{w.label}</div>
                <div className="h4 fw-bold mb-0">{w.value}</div>
                <div className="small text-success-emphasis fw-semibold">{w.change}</div>
              </div>
            </div>
          ))}
        </div>
      )),
      ex('Goal progress', () => (
        <div className="d-flex flex-column gap-3">
          {[
            { label: 'Visits goal', now: 64 },
            { label: 'Leads goal', now: 38 },
          ].map((g) => (
            <div key={g.label}>
              <div className="d-flex justify-content-between small mb-1">
                <span>{g.label}</span>
                <span>{g.now}%</span>
              </div>
              <Progress now={g.now} label={g.label} />
            </div>
          ))}
        </div>
      )),
    ],
  },
];
