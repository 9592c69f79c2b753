import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useToast } from '../ui/toast';
import type { AppliedFilters } from './api';
import {
  clampEnd,
  clampStart,
  fromPickerValue,
  RANGES,
  rangeStart,
  toPickerValue,
  windowFromPickers,
  type RangeId,
} from './dates';
import { CHANNELS, type Channel } from '../../shared/analytics/channel';

const ALL_COUNTRIES = 'All Countries';
const ALL_CHANNELS = 'All channels';

interface Props {
  createdAt: Date;
  /** Country names to offer (from the visit data). */
  countries: readonly string[];
  onApply(filters: AppliedFilters): void;
}

/**
 * One-click ranges (Today, Last 7 days, Last 30 days, Since launch: applied at once, the chosen
 * one marked with aria-pressed), start and end pickers limited to [order creation, now] for any
 * other period, the country and channel filters, Apply and Clear.
 */
export function DateFilter({ createdAt, countries, onApply }: Props) {
  const toast = useToast();
  const id = useId();
  const [start, setStart] = useState(() => toPickerValue(createdAt));
  const [end, setEnd] = useState(() => toPickerValue(new Date()));
  const [country, setCountry] = useState('');
  const [channel, setChannel] = useState<Channel | ''>('');
  /** The range the applied period came from; null for dates picked by hand. */
  const [range, setRange] = useState<RangeId | null>('launch');

  const fixStart = (value: string): string => {
    const c = clampStart(value, createdAt);
    if (c.message) toast.error(c.message);
    if (c.value !== value) setStart(c.value);
    return c.value;
  };
  const fixEnd = (value: string): string => {
    const c = clampEnd(value, new Date());
    if (c.message) toast.error(c.message);
    if (c.value !== value) setEnd(c.value);
    return c.value;
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    // The dates still say a range: apply it again with the country and channel chosen now.
    if (range) {
      pickRange(range);
      return;
    }
    const s = fixStart(start);
    const e = fixEnd(end);
    const sd = fromPickerValue(s);
    const ed = fromPickerValue(e);
    if (sd && ed && ed.getTime() < sd.getTime()) {
      toast.error('End date must be after the start date');
      return;
    }
    setRange(null);
    onApply({ ...windowFromPickers(s, e), country: country || undefined, channel: channel || undefined });
  };

  /** A range ends now and keeps following it (no end date is sent), like "Since launch". */
  const pickRange = (id: RangeId) => {
    const now = new Date();
    const from = rangeStart(id, createdAt, now);
    setStart(toPickerValue(from));
    setEnd(toPickerValue(now));
    setRange(id);
    onApply({
      start_date: id === 'launch' ? undefined : from.toISOString(),
      country: country || undefined,
      channel: channel || undefined,
    });
  };

  const clear = () => {
    setStart(toPickerValue(createdAt));
    setEnd(toPickerValue(new Date()));
    setCountry('');
    setChannel('');
    setRange('launch');
    onApply({});
  };

  const min = toPickerValue(createdAt);
  const max = toPickerValue(new Date());
  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label="Period">
        {RANGES.map((r) => (
          <Button
            key={r.id}
            type="button"
            size="sm"
            variant={range === r.id ? 'primary' : 'outline-secondary'}
            aria-pressed={range === r.id}
            onClick={() => pickRange(r.id)}
          >
            {r.label}
          </Button>
        ))}
      </div>
      <Form onSubmit={apply} className="row g-2 align-items-end" aria-label="Analytics filters">
        <Form.Group className="col-12 col-sm-6 col-lg-3" controlId={`${id}-start`}>
          <Form.Label className="small fw-semibold mb-1">Start date</Form.Label>
          <Form.Control
            type="datetime-local"
            value={start}
            min={min}
            max={max}
            onChange={(e) => {
              setStart(e.target.value);
              setRange(null);
            }}
            onBlur={(e) => fixStart(e.target.value)}
          />
        </Form.Group>
        <Form.Group className="col-12 col-sm-6 col-lg-3" controlId={`${id}-end`}>
          <Form.Label className="small fw-semibold mb-1">End date</Form.Label>
          <Form.Control
            type="datetime-local"
            value={end}
            min={min}
            max={max}
            onChange={(e) => {
              setEnd(e.target.value);
              setRange(null);
            }}
            onBlur={(e) => fixEnd(e.target.value)}
          />
        </Form.Group>
        <Form.Group className="col-12 col-sm-6 col-lg-2" controlId={`${id}-country`}>
          <Form.Label className="small fw-semibold mb-1">Country</Form.Label>
          <Form.Select value={country} onChange={(e) => setCountry(e.target.value)}>
            <option value="">{ALL_COUNTRIES}</option>
            {countries.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-12 col-sm-6 col-lg-2" controlId={`${id}-channel`}>
          <Form.Label className="small fw-semibold mb-1">Channel</Form.Label>
          <Form.Select value={channel} onChange={(e) => setChannel(e.target.value as Channel | '')}>
            <option value="">{ALL_CHANNELS}</option>
            {CHANNELS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <div className="col-12 col-sm-6 col-lg-2 d-flex gap-2">
          <Button type="submit" variant="primary" className="flex-fill">
            Apply
          </Button>
          <Button type="button" variant="outline-secondary" className="flex-fill" onClick={clear}>
            Clear
          </Button>
        </div>
      </Form>
    </>
  );
}
