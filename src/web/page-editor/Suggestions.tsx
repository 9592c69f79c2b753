import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { ServiceCard } from '../../shared/contracts/landing';
import type { PageSuggestion } from '../../shared/contracts/page-editor';
import { SERVICE_KEYS } from './draft';
import { iconLabel } from './icons';

/**
 * Stock cards the founder may add by hand, each with its label ("suggested — not from your
 * answers"): one replaces the service card chosen here, in the draft only.
 */
export function Suggestions({
  suggestions,
  onUse,
}: {
  suggestions: PageSuggestion[];
  onUse(key: (typeof SERVICE_KEYS)[number], card: ServiceCard): void;
}) {
  const selectId = useId();
  const [target, setTarget] = useState<(typeof SERVICE_KEYS)[number]>('service6');
  if (!suggestions.length) return null;
  return (
    <section className="border rounded p-3 mb-3 bg-body-tertiary" aria-labelledby={`${selectId}-title`}>
      <h4 id={`${selectId}-title`} className="h6">
        Suggested cards
      </h4>
      <Form.Group controlId={selectId} className="mb-2 d-flex align-items-center gap-2">
        <Form.Label className="small mb-0">Put a suggestion in</Form.Label>
        <Form.Select
          size="sm"
          className="w-auto"
          value={target}
          onChange={(e) => setTarget(e.target.value as typeof target)}
        >
          {SERVICE_KEYS.map((k, i) => (
            <option key={k} value={k}>
              Service {i + 1}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <ul className="list-unstyled mb-0 d-grid gap-2">
        {suggestions.map((s, i) => (
          <li key={i} className="d-flex justify-content-between align-items-start gap-2 small">
            <div>
              <span className="fw-semibold">{s.heading}</span> <span className="badge text-bg-warning">{s.label}</span>
              <div>{s.description}</div>
              <div className="text-body-secondary">Icon: {iconLabel(s.font_awesome_icon)}</div>
            </div>
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() =>
                onUse(target, {
                  heading: s.heading,
                  description: s.description,
                  font_awesome_icon: s.font_awesome_icon,
                })
              }
            >
              Use
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
