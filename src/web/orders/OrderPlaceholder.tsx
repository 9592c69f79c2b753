import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { ORDER_TEXTS } from '../../shared/messages';
import { formatMoney } from '../../shared/money';

function Illustration({ kind }: { kind: 'payment' | 'generating' }) {
  return (
    <svg width="180" height="120" viewBox="0 0 180 120" aria-hidden="true" className="mb-3">
      <rect x="10" y="10" width="160" height="100" rx="12" fill="#eef2ff" />
      <rect x="26" y="26" width="128" height="14" rx="7" fill="#c7d2fe" />
      <rect x="26" y="50" width="90" height="10" rx="5" fill="#e0e7ff" />
      <rect x="26" y="68" width="110" height="10" rx="5" fill="#e0e7ff" />
      {kind === 'payment' ? (
        <g>
          <rect x="104" y="62" width="56" height="38" rx="6" fill="#4f46e5" />
          <rect x="104" y="70" width="56" height="7" fill="#312e81" />
          <rect x="112" y="86" width="20" height="5" rx="2" fill="#c7d2fe" />
        </g>
      ) : (
        <g>
          <circle cx="132" cy="82" r="20" fill="#f59e0b" />
          <path d="M132 70 v12 l8 6" stroke="#fff" strokeWidth="4" fill="none" strokeLinecap="round" />
        </g>
      )}
    </svg>
  );
}

/** Where a step stands: done, being done now, or still to come. */
type StepState = 'done' | 'current' | 'todo';

/**
 * The one progress display while a paid order's page is made (docs/product.md "Deliberate differences"): the
 * steps, the current one marked, and one sentence on updating (no "refresh after a minute").
 */
function GeneratingProgress() {
  const states: StepState[] = ['done', 'current', 'todo'];
  return (
    <>
      <Illustration kind="generating" />
      <h2 className="h5 mb-3" id="generating-title">
        {ORDER_TEXTS.generating}
      </h2>
      <ol className="list-unstyled d-inline-grid gap-2 text-start mb-3" aria-labelledby="generating-title">
        {ORDER_TEXTS.generatingSteps.map((step, i) => {
          const state = states[i]!;
          return (
            <li
              key={step}
              className={`d-flex align-items-center gap-2 ${state === 'todo' ? 'text-body-secondary' : ''}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span
                className={`d-inline-flex flex-shrink-0 align-items-center justify-content-center rounded-circle small ${
                  state === 'done'
                    ? 'bg-success text-white'
                    : state === 'current'
                      ? 'text-warning-emphasis'
                      : 'border text-body-secondary'
                }`}
                style={{ width: '1.5rem', height: '1.5rem' }}
                aria-hidden="true"
              >
                {state === 'done' ? '✓' : state === 'current' ? <Spinner size="sm" animation="border" /> : i + 1}
              </span>
              <span className={state === 'current' ? 'fw-semibold' : ''}>
                {step}
                <span className="visually-hidden">
                  {state === 'done' ? ' (done)' : state === 'current' ? ' (in progress)' : ' (next)'}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
      <p className="text-body-secondary small mb-0" role="status">
        {ORDER_TEXTS.generatingNote}
      </p>
    </>
  );
}

/** docs/product.md#screens placeholders while there is no landing page yet. */
export function OrderPlaceholder({
  status,
  amountMinor,
  currency,
}: {
  status: 'Payment Required' | 'Under Processing';
  amountMinor: number;
  currency: string;
}) {
  return (
    <Card className="border-0 shadow-sm text-center">
      <Card.Body className="py-5">
        {status === 'Payment Required' ? (
          <>
            <Illustration kind="payment" />
            <p className="h5 mb-2">{ORDER_TEXTS.paymentRequired}</p>
            <p className="text-body-secondary mb-0">
              One payment of {formatMoney(amountMinor, currency)}. Your landing page is generated as soon as the payment
              is verified, and stays live for 7 days of validation.
            </p>
          </>
        ) : (
          <GeneratingProgress />
        )}
      </Card.Body>
    </Card>
  );
}
