import { Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { useSettingsVisible } from '../settingsVisible';

const STEPS = [
  'Describe your idea in four answers and place the order (99).',
  'Your landing page is generated and goes live.',
  'Bring visitors with a Google Ad campaign (optional).',
  'Watch visits by day, country and city, and read the leads.',
];

/**
 * The dashboard's help panel, shown while the settingsVisible flag is on (SPEC §2: stored in
 * local storage, false only for the string "false"). Closing it stores "false"; the light bulb
 * brings it back.
 */
export function TipsPanel() {
  const [visible, setVisible] = useSettingsVisible();
  if (!visible) {
    return (
      <button
        type="button"
        className="tips-reopen btn btn-light shadow-sm rounded-circle d-none d-md-flex"
        aria-label="Show how Ideaproof works"
        onClick={() => setVisible(true)}
      >
        <Lightbulb size={20} aria-hidden="true" />
      </button>
    );
  }
  return (
    <aside className="tips-panel card shadow border-0 d-none d-md-block" aria-label="How Ideaproof works">
      <div className="card-body">
        <div className="d-flex align-items-start justify-content-between mb-2">
          <h2 className="h6 fw-bold mb-0">How Ideaproof works</h2>
          <button type="button" className="btn-close" aria-label="Hide these tips" onClick={() => setVisible(false)} />
        </div>
        <ol className="small ps-3 mb-2">
          {STEPS.map((s) => (
            <li key={s} className="mb-1">
              {s}
            </li>
          ))}
        </ol>
        <Link to="/documentation/quick-start" className="small">
          Read the quick start
        </Link>
      </div>
    </aside>
  );
}
