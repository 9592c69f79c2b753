import { formatPercent } from '../../shared/money';

/** An illustration of the order dashboard (example figures, drawn with plain HTML and CSS). */
const BARS = [18, 26, 22, 35, 31, 44, 52];
const COUNTRIES = [
  { name: 'India', share: 58 },
  { name: 'United States', share: 24 },
  { name: 'United Kingdom', share: 18 },
];

export function HeroPreview() {
  return (
    <figure className="hero-preview card border-0 shadow-lg mb-0">
      <div className="card-body p-4 text-body">
        <div className="d-flex justify-content-between align-items-center mb-3 gap-2">
          <span className="fw-semibold">Home-cooked meal subscriptions</span>
          <span className="d-flex gap-1">
            <span className="badge text-bg-light border">Example</span>
            <span className="badge text-bg-success">Active</span>
          </span>
        </div>
        <div className="row g-3 mb-3">
          <div className="col-6">
            <div className="preview-stat rounded-3 p-3">
              <div className="small text-body-secondary">Total Visits</div>
              <div className="h4 fw-bold mb-0">1,284</div>
              <div className="small text-success-emphasis fw-semibold">+18.2%</div>
            </div>
          </div>
          <div className="col-6">
            <div className="preview-stat rounded-3 p-3">
              <div className="small text-body-secondary">Unique Cities</div>
              <div className="h4 fw-bold mb-0">37</div>
              <div className="small text-success-emphasis fw-semibold">+9.5%</div>
            </div>
          </div>
        </div>
        <div className="small text-body-secondary mb-1">Daily Visits</div>
        <div className="preview-bars d-flex align-items-end gap-2 mb-3" aria-hidden="true">
          {BARS.map((h, i) => (
            <span key={i} style={{ height: `${h * 1.6}px` }} />
          ))}
        </div>
        <div className="small text-body-secondary mb-1">Visits by Country</div>
        {COUNTRIES.map((c) => (
          <div key={c.name} className="d-flex align-items-center gap-2 small mb-1">
            <span style={{ width: 110 }}>{c.name}</span>
            <span className="progress flex-grow-1" style={{ height: 6 }} aria-hidden="true">
              <span className="progress-bar" style={{ width: `${c.share}%` }} />
            </span>
            <span className="text-body-secondary" style={{ width: 34 }}>
              {formatPercent(c.share / 100, { digits: 0 })}
            </span>
          </div>
        ))}
      </div>
      <figcaption className="visually-hidden">Example of an order dashboard with visits and countries</figcaption>
    </figure>
  );
}
