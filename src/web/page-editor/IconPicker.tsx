import type { IconDefinition } from '@fortawesome/free-solid-svg-icons';
import Dropdown from 'react-bootstrap/Dropdown';
import { drawingOf, iconLabel, PICKER_ICONS } from './icons';

function Svg({ icon }: { icon: IconDefinition | null }) {
  if (!icon) return <span className="pe-icon-unknown" aria-hidden="true" />;
  const [width, height, , , path] = icon.icon;
  return (
    <svg className="pe-icon" viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
      <path fill="currentColor" d={Array.isArray(path) ? path.join(' ') : path} />
    </svg>
  );
}

/**
 * The icon of a service card: a menu of the icons the landing page draws, each announced by its
 * name; arrow keys move through it (react-bootstrap's dropdown keyboard handling).
 */
export function IconPicker({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange(v: string): void;
}) {
  return (
    <div className="mb-3">
      <div className="fw-semibold small mb-1" id={`${id}-label`}>
        {label}
      </div>
      <Dropdown onSelect={(key) => key && onChange(key)}>
        <Dropdown.Toggle
          id={id}
          variant="outline-secondary"
          size="sm"
          className="d-inline-flex align-items-center gap-2"
          aria-labelledby={`${id}-label ${id}`}
        >
          <Svg icon={drawingOf(value)} />
          <span>{iconLabel(value)}</span>
        </Dropdown.Toggle>
        <Dropdown.Menu className="pe-icon-menu p-2">
          {PICKER_ICONS.map((i) => (
            <Dropdown.Item
              key={i.name}
              eventKey={i.name}
              active={i.name === value}
              className="pe-icon-item"
              title={i.label}
              aria-label={i.label}
            >
              <Svg icon={i.icon} />
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      </Dropdown>
    </div>
  );
}
