import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, fetchFile, saveFile } from '../lib/api';
import type { ContactFormTrackingResponse } from '../../shared/contracts/analytics';
import {
  digestResponseSchema,
  REPORT_MAX_QUOTES,
  reportRevokeResponseSchema,
  reportShareResponseSchema,
} from '../../shared/contracts/report';
import { useTimeZone } from './api';
import { digestKey } from './keys';

/** What the card announces (a polite live region). */
export const SHARE_TEXT = {
  copied: 'Link copied.',
  copyFailed: 'Could not copy. Select the link above and copy it.',
  revoked: (n: number) =>
    n === 1 ? 'Sharing stopped: the link no longer works.' : `Sharing stopped: ${n} links no longer work.`,
} as const;

async function downloadPdf(orderId: string, quote: string[], timezone: string): Promise<void> {
  const query = new URLSearchParams({ timezone });
  if (quote.length) query.set('quote', quote.join(','));
  const { blob } = await fetchFile(`/api/orders/${encodeURIComponent(orderId)}/report.pdf?${query}`);
  saveFile(blob, `report-${orderId}.pdf`);
}

/**
 * The decision report (docs/analytics.md#the-decision-report): the founder picks which answers to
 * quote, makes a public link (copy, open), stops sharing (every link), or downloads the PDF.
 */
export function ReportShareCard({
  orderId,
  answers,
  question,
}: {
  orderId: string;
  /** The latest leads (newest first): those who answered the page's question can be quoted. */
  answers: ContactFormTrackingResponse | undefined;
  question?: string;
}) {
  const timezone = useTimeZone();
  const [quote, setQuote] = useState<string[]>([]);
  const [url, setUrl] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const quotable = (answers?.data ?? []).filter((l) => l.question_1?.trim()).slice(0, 20);

  const share = useMutation({
    mutationFn: () =>
      api(`/api/orders/${encodeURIComponent(orderId)}/share`, {
        method: 'POST',
        body: { quote, timezone },
        schema: reportShareResponseSchema,
      }),
    onSuccess: (res) => {
      setUrl(res.url);
      setStatus('');
    },
  });
  const revoke = useMutation({
    mutationFn: () =>
      api(`/api/orders/${encodeURIComponent(orderId)}/share`, { method: 'DELETE', schema: reportRevokeResponseSchema }),
    onSuccess: (res) => {
      setUrl(null);
      setStatus(SHARE_TEXT.revoked(res.revoked));
    },
  });
  const pdf = useMutation({ mutationFn: () => downloadPdf(orderId, quote, timezone) });
  const client = useQueryClient();
  const digest = useQuery({
    queryKey: digestKey(orderId),
    queryFn: ({ signal }) =>
      api(`/api/orders/${encodeURIComponent(orderId)}/digest`, { schema: digestResponseSchema, signal }),
  });
  const setDigest = useMutation({
    mutationFn: (enabled: boolean) =>
      api(`/api/orders/${encodeURIComponent(orderId)}/digest`, {
        method: 'PUT',
        body: { enabled, timezone },
        schema: digestResponseSchema,
      }),
    onSuccess: (data) => client.setQueryData(digestKey(orderId), data),
  });

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setStatus(SHARE_TEXT.copied);
    } catch {
      setStatus(SHARE_TEXT.copyFailed);
    }
  };
  const error = share.error ?? revoke.error ?? pdf.error ?? setDigest.error;

  return (
    <Card className="shadow-sm border-0" as="section" aria-labelledby="report-share-title">
      <Card.Body>
        <h3 id="report-share-title" className="h6 mb-1">
          Decision report
        </h3>
        <p className="small text-body-secondary mb-3">
          One page with what this page measured — visitors, leads, the verdict, experiments, spend and your follow-ups —
          to share with a co-founder or an investor. It never shows a visitor’s name, email or message.
        </p>
        {quotable.length > 0 && (
          <fieldset className="mb-3">
            <legend className="small fw-semibold mb-1">
              Quote answers{question?.trim() ? ` to “${question.trim()}”` : ''} (at most {REPORT_MAX_QUOTES})
            </legend>
            <div className="ip-quote-list d-grid gap-1">
              {quotable.map((l) => (
                <Form.Check
                  key={l.id}
                  id={`quote-${l.id}`}
                  type="checkbox"
                  className="small text-break"
                  label={l.question_1}
                  checked={quote.includes(l.id)}
                  disabled={!quote.includes(l.id) && quote.length >= REPORT_MAX_QUOTES}
                  onChange={(e) =>
                    setQuote((prev) => (e.target.checked ? [...prev, l.id] : prev.filter((id) => id !== l.id)))
                  }
                />
              ))}
            </div>
          </fieldset>
        )}
        <div className="d-flex flex-wrap gap-2">
          <Button size="sm" onClick={() => share.mutate()} disabled={share.isPending}>
            {share.isPending ? 'Creating…' : url ? 'Create another link' : 'Share report'}
          </Button>
          <Button size="sm" variant="outline-primary" onClick={() => pdf.mutate()} disabled={pdf.isPending}>
            {pdf.isPending ? 'Preparing…' : 'Download PDF'}
          </Button>
          <Button size="sm" variant="outline-danger" onClick={() => revoke.mutate()} disabled={revoke.isPending}>
            Stop sharing
          </Button>
        </div>
        {url && (
          <div className="mt-3">
            <Form.Label htmlFor="report-share-url" className="small text-body-secondary mb-1">
              Anyone with this link can read the report, until you stop sharing.
            </Form.Label>
            <div className="d-flex flex-wrap gap-2">
              <Form.Control
                id="report-share-url"
                size="sm"
                readOnly
                value={url}
                onFocus={(e) => e.currentTarget.select()}
                className="flex-grow-1"
                style={{ minWidth: 0, flexBasis: '16rem' }}
              />
              <Button size="sm" variant="outline-secondary" onClick={copy}>
                Copy link
              </Button>
              <a className="btn btn-sm btn-outline-secondary" href={url} target="_blank" rel="noopener noreferrer">
                Open
              </a>
            </div>
          </div>
        )}
        <Form.Check
          type="switch"
          id={`digest-${orderId}`}
          className="mt-3 small"
          label="Email me this page’s week every Monday morning (visitors, leads, verdict, leads waiting for a reply)"
          checked={digest.data?.enabled ?? false}
          disabled={!digest.data || setDigest.isPending}
          onChange={(e) => setDigest.mutate(e.target.checked)}
        />
        <p role="status" aria-live="polite" className="small text-body-secondary mt-2 mb-0">
          {error ? `Could not do that: ${error.message}` : status}
        </p>
      </Card.Body>
    </Card>
  );
}
