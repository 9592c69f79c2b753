import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { errorDetail } from '../lib/api';
import { useToast } from '../ui/toast';
import { usePageVisits } from '../lib/pageVisits';
import { usePageEditor } from '../lib/usePageEditor';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import Form from 'react-bootstrap/Form';
import type { Experiment, ExperimentKind, PricePoint } from '../../shared/contracts/experiments';
import { formatCount, formatMoney, formatPercent, toMinor } from '../../shared/money';
import { formatDateTime, formatDay } from '../../shared/time';
import type { VariantReadingRow } from '../../shared/contracts/analytics';
import { decisionGuards, experimentVerdict, readExperiment } from '../../shared/analytics/experiment-stats';
import { useExperiments, useStartExperiment, useStopExperiment } from './api';
import { EXPERIMENT_TEXTS as T } from './texts';
import { VariantForm } from './VariantForm';
import { PriceForm } from './PriceForm';
import { DemandCurve } from './DemandCurve';

/** A price point as its visitors read it: "$19 per month". */
const priceLabel = (p: PricePoint) => formatMoney(toMinor(p.amount), p.currency, { per: p.period });

const pct = (p: number | null) => (p === null ? '—' : formatPercent(p));
// (A chance never reads higher than it is: 0.949 → "94%".)
const chance = (p: number | null) => (p === null ? '—' : formatPercent(p, { digits: 0, floor: true }));

/** Each variant's funnel, its chance to beat the control and the plain verdict. */
/** The variants' counts as the verdict and the guards read them (price tests convert on "Choose"). */
const countsOf = (rows: VariantReadingRow[], priced: boolean) =>
  rows.map((r) => ({ name: r.variant, visitors: r.visitors, conversions: priced ? r.price_clicks : r.leads }));

function Results({
  rows,
  kind,
  guards,
}: {
  rows: VariantReadingRow[];
  kind: ExperimentKind;
  guards: { ready: boolean; blockers: string[] };
}) {
  const priced = kind !== 'message';
  // A tiers test has one variant: no chance to beat anything, so no such column or sentence.
  const tiers = kind === 'tiers';
  // A price test converts on "Choose" clicks, a message test on leads.
  const counts = countsOf(rows, priced);
  // A tiers test has one variant shown to everyone: nothing to beat, the prices are compared in the
  // table below (the general verdict would say "no visitors yet" for one variant).
  const verdict =
    tiers && rows.some((r) => r.visitors > 0)
      ? { kind: 'tiers' as const, text: T.tiersVerdict }
      : experimentVerdict(counts, readExperiment(counts), guards);
  return (
    <>
      {/* Scrolls sideways on a phone: focusable so the keyboard can scroll it too. */}
      <div className="table-responsive" tabIndex={0} role="region" aria-label={T.resultsTitle}>
        <Table size="sm" className="align-middle mb-2" aria-describedby="exp-method">
          <caption className="visually-hidden">{T.resultsTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{T.columns.variant}</th>
              <th scope="col" className="text-end">
                {T.columns.visitors}
              </th>
              <th scope="col" className="text-end">
                {priced ? T.columns.priceClicks : T.columns.cta}
              </th>
              <th scope="col" className="text-end">
                {T.columns.leads}
              </th>
              <th scope="col" className="text-end">
                {priced ? T.columns.clickThrough : T.columns.conversion}
              </th>
              {!tiers && (
                <th scope="col" className="text-end">
                  {T.columns.beat}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.variant} data-testid={`variant-row-${r.variant}`}>
                <th scope="row">{r.variant}</th>
                <td className="text-end">{formatCount(r.visitors)}</td>
                <td className="text-end">{formatCount(priced ? r.price_clicks : r.cta_clicks)}</td>
                <td className="text-end">{formatCount(r.leads)}</td>
                <td className="text-end">{pct(r.conversion)}</td>
                {/* No chance is shown before a winner may be named: 93 % at 4 against 5 visitors misleads. */}
                {!tiers && <td className="text-end">{guards.ready ? chance(r.probability_to_beat_control) : '—'}</td>}
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      <p
        className={verdict.kind === 'ahead' ? 'fw-semibold text-success mb-1' : 'fw-semibold mb-1'}
        data-testid="experiment-verdict"
      >
        {verdict.text}
      </p>
      <p id="exp-method" className="small text-body-secondary mb-0">
        {tiers ? T.tiersMethod : priced ? T.priceMethod : T.method}
      </p>
    </>
  );
}

function Running({ experiment, editable }: { experiment: Experiment; editable: boolean }) {
  const toast = useToast();
  const stop = useStopExperiment(experiment.order_id);
  const visits = usePageVisits(experiment.order_id, { start_date: experiment.started_at });
  // `name` null: stop with no winner (before the guards allow one).
  const [confirm, setConfirm] = useState<{ name: string | null; control: boolean } | null>(null);
  const mine = visits.data?.aggregations.experiment?.id === experiment.id;
  const rows = mine ? (visits.data?.aggregations.variant ?? []) : [];
  const prices = mine ? (visits.data?.aggregations.price ?? []) : [];
  const priced = experiment.kind !== 'message';
  const guards = decisionGuards(countsOf(rows, priced), new Date(experiment.started_at), new Date());
  const stopLabel = (name: string, control: boolean) =>
    !priced ? T.stopWith(name, control) : experiment.variants.length === 1 ? T.stopTiers : T.stopPrice(name);
  const doStop = async () => {
    const chosen = confirm!;
    setConfirm(null);
    try {
      if (chosen.name === null) {
        await stop.mutateAsync({ id: experiment.id });
        toast.success(T.stoppedNoResult);
      } else {
        await stop.mutateAsync({ id: experiment.id, winner: chosen.name });
        toast.success(priced ? T.priceStopped(chosen.name) : T.stopped(chosen.name, chosen.control));
      }
    } catch (err) {
      toast.error(errorDetail(err, T.stopFailed));
    }
  };
  return (
    <div>
      <p className="mb-2">
        <Badge bg="success" className="me-2">
          Running
        </Badge>
        <span className="small text-body-secondary">
          {T.running} {formatDateTime(experiment.started_at)}
        </span>
      </p>
      <ul className="list-unstyled small mb-3">
        {experiment.variants.map((v) => (
          <li key={v.name} className="mb-1">
            <strong>{v.name}</strong> {v.control && experiment.kind === 'message' ? T.control : ''}
            {v.header && <> — header “{v.header}”</>}
            {v.title && <> — title “{v.title}”</>}
            {v.cta_text && <> — button “{v.cta_text}”</>}
            {v.points && <> — points: {v.points.join(' · ')}</>}
            {v.prices && <> — {v.prices.map((p) => `${priceLabel(p)} (${p.included})`).join(' · ')}</>}
          </li>
        ))}
      </ul>
      <h3 className="h6">{T.resultsTitle}</h3>
      {visits.isPending ? (
        <div role="status" className="text-body-secondary small mb-3">
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          {T.loading}
        </div>
      ) : visits.isError ? (
        <Alert variant="warning">{T.resultsFailed}</Alert>
      ) : rows.length ? (
        <div className="mb-3">
          <Results rows={rows} kind={experiment.kind} guards={guards} />
          {prices.length > 0 && (
            <div className="mt-3">
              <DemandCurve rows={prices} />
            </div>
          )}
        </div>
      ) : (
        <p className="text-body-secondary small" data-testid="experiment-empty">
          {T.noVisitors}
        </p>
      )}
      {editable &&
        (guards.ready ? (
          <div className="d-flex flex-wrap gap-2">
            {experiment.variants.map((v) => (
              <Button
                key={v.name}
                variant={v.control ? 'outline-secondary' : 'outline-primary'}
                size="sm"
                disabled={stop.isPending}
                onClick={() => setConfirm({ name: v.name, control: v.control })}
              >
                {stopLabel(v.name, v.control)}
              </Button>
            ))}
          </div>
        ) : (
          <div data-testid="experiment-stop-only">
            <p className="small text-body-secondary mb-2">{T.noWinnerYet(guards.blockers.join('; '))}</p>
            <Button
              variant="outline-secondary"
              size="sm"
              disabled={stop.isPending}
              onClick={() => setConfirm({ name: null, control: true })}
            >
              {T.stopOnly}
            </Button>
          </div>
        ))}
      <ConfirmDialog
        show={confirm !== null}
        title={
          !confirm
            ? ''
            : confirm.name === null
              ? T.stopOnlyTitle
              : priced
                ? T.priceConfirmTitle
                : T.confirmTitle(confirm.name, confirm.control)
        }
        confirmLabel={!confirm ? '' : confirm.name === null ? T.stopOnly : stopLabel(confirm.name, confirm.control)}
        onConfirm={() => void doStop()}
        onCancel={() => setConfirm(null)}
      >
        {!confirm
          ? null
          : confirm.name === null
            ? T.stopOnlyBody(priced)
            : priced
              ? T.priceConfirmBody(confirm.name)
              : T.confirmBody(confirm.name, confirm.control)}
      </ConfirmDialog>
    </div>
  );
}

/** The order dashboard's "Experiments" section: start a message test, read it, stop it. */
export function ExperimentsCard({ orderId }: { orderId: string }) {
  const toast = useToast();
  const experiments = useExperiments(orderId);
  const editor = usePageEditor(orderId);
  const startExperiment = useStartExperiment(orderId);
  const list = experiments.data?.experiments ?? [];
  const running = list.find((e) => e.status === 'running');
  const past = list.filter((e) => e.status === 'stopped');
  const editable = editor.data?.editable ?? false;
  const [kind, setKind] = useState<ExperimentKind>('message');

  let body;
  if (experiments.isPending || editor.isPending) {
    body = (
      <div role="status" className="text-body-secondary">
        <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        {T.loading}
      </div>
    );
  } else if (experiments.isError || editor.isError) {
    const err = experiments.error ?? editor.error;
    body = (
      <Alert variant="danger">
        <p>{T.loadFailed(errorDetail(err, String(err?.message ?? '')))}</p>
        <Button variant="outline-danger" size="sm" onClick={() => void experiments.refetch()}>
          {T.retry}
        </Button>
      </Alert>
    );
  } else if (running) {
    body = <Running experiment={running} editable={editable} />;
  } else if (!editable) {
    body = <p className="text-body-secondary mb-0">{T.readOnly}</p>;
  } else {
    const onStart = async (b: Parameters<typeof startExperiment.mutateAsync>[0]) => {
      await startExperiment.mutateAsync(b);
      toast.success(T.started);
    };
    body = (
      <>
        <fieldset className="mb-3">
          <legend className="h6">{T.kindLegend}</legend>
          {(['message', 'price', 'tiers'] as const).map((k) => (
            <Form.Check
              key={k}
              type="radio"
              id={`exp-kind-${k}`}
              name="exp-kind"
              label={T.kinds[k]}
              checked={kind === k}
              onChange={() => setKind(k)}
            />
          ))}
        </fieldset>
        {kind === 'message' ? (
          <VariantForm
            orderId={orderId}
            page={editor.data!.content}
            pending={startExperiment.isPending}
            onStart={onStart}
          />
        ) : (
          <PriceForm key={kind} orderId={orderId} kind={kind} pending={startExperiment.isPending} onStart={onStart} />
        )}
      </>
    );
  }

  return (
    <section className="card border-0 shadow-sm" aria-labelledby="exp-title" data-testid="experiments-card">
      <div className="card-body p-3 p-md-4">
        <h2 id="exp-title" className="h5 mb-2">
          {T.title}
        </h2>
        <p className="small text-body-secondary">{T.intro}</p>
        {body}
        {past.length > 0 && (
          <div className="mt-4">
            <h3 className="h6">{T.past}</h3>
            <ul className="small mb-0">
              {past.map((e) => (
                <li key={e.id}>
                  {formatDay(e.started_at)} – {e.stopped_at && formatDay(e.stopped_at)}:{' '}
                  {e.variants
                    .map((v) => (v.prices ? `${v.name} (${v.prices.map(priceLabel).join(', ')})` : v.name))
                    .join(' vs ')}
                  , {T.outcome(e.outcome, e.winner ?? '—')}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
