import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import CloseButton from 'react-bootstrap/CloseButton';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import Spinner from 'react-bootstrap/Spinner';
import { countryOptions } from '../../shared/campaigns/countries';
import { MAX_TARGETS } from '../../shared/campaigns/rules';
import { nestedTargets, type ChosenTarget } from '../../shared/campaigns/overlap';
import { useCountries, useLocationSearch } from './api';

/** Short form of a place label for chips: "Mumbai,Maharashtra,India" → "Mumbai, Maharashtra". */
function shortLabel(label: string): string {
  const parts = label.split(',').map((p) => p.trim());
  if (parts.length > 1 && parts[parts.length - 1] === 'India') parts.pop();
  return parts.join(', ');
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

export interface LocationPickerProps {
  /** Chosen targets; a place found through the lookup keeps the ids of the places containing it. */
  value: ChosenTarget[];
  onChange(next: ChosenTarget[]): void;
  error?: string;
}

/**
 * Up to 5 targets: countries from the Google Ads list (falling back to three, with a warning,
 * when it cannot be loaded) and Indian states and cities through the location lookup.
 */
export function LocationPicker({ value, onChange, error }: LocationPickerProps) {
  const id = useId();
  const countries = useCountries();
  const { options, warning } = countryOptions(countries.isPending ? undefined : countries.data);
  const [query, setQuery] = useState('');
  const debounced = useDebounced(query, 150);
  const search = useLocationSearch(debounced);
  const full = value.length >= MAX_TARGETS;
  const chosen = new Set(value.map((v) => v.value));

  const nested = nestedTargets(value);

  const add = (option: ChosenTarget) => {
    if (full || chosen.has(option.value)) return;
    onChange([...value, option]);
  };
  const remove = (v: string) => onChange(value.filter((o) => o.value !== v));
  const results = (search.data ?? []).filter((r) => !chosen.has(r.value));
  const showResults = debounced.trim().length >= 2 && !full;

  return (
    <fieldset className="mb-3" aria-describedby={`${id}-help`}>
      <legend className="form-label fs-6 mb-1">Target locations</legend>
      <div
        className={`d-flex flex-wrap gap-2 p-2 border rounded mb-2 ${error ? 'border-danger' : ''}`}
        aria-live="polite"
        data-testid="selected-locations"
      >
        {value.length === 0 && <span className="text-body-secondary small">No location chosen</span>}
        {value.map((o) => (
          <Badge
            key={o.value}
            bg="light"
            text="dark"
            className="d-inline-flex align-items-center gap-1 border fw-normal fs-6"
          >
            {shortLabel(o.label)}
            <CloseButton
              aria-label={`Remove ${shortLabel(o.label)}`}
              onClick={() => remove(o.value)}
              className="ms-1"
              style={{ fontSize: '0.6rem' }}
            />
          </Badge>
        ))}
      </div>
      {nested.length > 0 && (
        <Alert variant="warning" className="py-2 small" role="status" data-testid="nested-locations">
          <ul className="mb-0 ps-3">
            {nested.map(({ inner, outer }) => (
              <li key={inner.value}>
                <strong>{shortLabel(inner.label)}</strong> lies inside <strong>{shortLabel(outer.label)}</strong>, which
                is also chosen: ads shown in {shortLabel(outer.label)} already reach it. Remove{' '}
                {shortLabel(outer.label)} to aim only at {shortLabel(inner.label)}, or remove {shortLabel(inner.label)}{' '}
                to free a slot.
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {error && (
        <div className="invalid-feedback d-block mb-2" role="alert">
          {error}
        </div>
      )}
      {countries.isPending ? (
        <div className="small text-body-secondary mb-2">
          <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />
          Loading countries…
        </div>
      ) : (
        warning && (
          <Alert variant="warning" className="py-2 small">
            {warning}
          </Alert>
        )
      )}
      <div className="row g-2">
        <div className="col-sm-5">
          <Form.Label htmlFor={`${id}-country`} className="small mb-1">
            Add a country
          </Form.Label>
          <Form.Select
            id={`${id}-country`}
            value=""
            disabled={full}
            onChange={(e) => {
              const option = options.find((o) => o.value === e.target.value);
              if (option) add(option);
            }}
          >
            <option value="">Choose a country…</option>
            {options.map((o) => (
              <option key={o.value} value={o.value} disabled={chosen.has(o.value)}>
                {o.label}
              </option>
            ))}
          </Form.Select>
        </div>
        <div className="col-sm-7 position-relative">
          <Form.Label htmlFor={`${id}-search`} className="small mb-1">
            Or search an Indian state or city
          </Form.Label>
          <Form.Control
            id={`${id}-search`}
            type="search"
            autoComplete="off"
            placeholder="e.g. Mumbai, Karnataka"
            value={query}
            disabled={full}
            onChange={(e) => setQuery(e.target.value)}
            aria-controls={showResults ? `${id}-results` : undefined}
          />
          {showResults && (
            <ListGroup id={`${id}-results`} className="mt-1 shadow-sm" style={{ maxHeight: 220, overflowY: 'auto' }}>
              {results.map((r) => (
                <ListGroup.Item
                  key={r.value}
                  action
                  type="button"
                  className="d-flex justify-content-between align-items-center py-1"
                  onClick={() => {
                    add({ value: r.value, label: r.label, parents: r.parents });
                    setQuery('');
                  }}
                >
                  <span>{shortLabel(r.label)}</span>
                  <small className="text-body-secondary">{r.type}</small>
                </ListGroup.Item>
              ))}
              {search.isFetched && results.length === 0 && (
                <ListGroup.Item className="small text-body-secondary py-1">No matching place</ListGroup.Item>
              )}
            </ListGroup>
          )}
        </div>
      </div>
      <Form.Text id={`${id}-help`} className="d-block mt-1">
        {value.length}/{MAX_TARGETS} locations{full ? ' — remove one to add another' : ''}
      </Form.Text>
    </fieldset>
  );
}
