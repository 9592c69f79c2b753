import { Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { useSettingsVisible } from '../settingsVisible';

const STEPS = [
  'Describe your idea in four answers and place the order (the price is on the form).',
  'Your landing page is generated and goes live.',
  'Bring visitors with a Google Ad campaign (optional).',
  'Watch visits by day, country and city, and read the leads.',
];

/**
 * The sidebar's help card, shown while the settingsVisible flag is on (docs/product.md#screens: stored in local
 * storage, false only for the string "false"). Closing it stores "false"; "Show tips" brings it back.
 */
export function TipsPanel({ onNavigate }: { onNavigate?: () => void }) {
  const [visible, setVisible] = useSettingsVisible();
  if (!visible) {
    return (
      <button type="button" className="sidebar-link btn btn-link w-100 text-start" onClick={() => setVisible(true)}>
        <Lightbulb size={18} aria-hidden="true" />
        <span>Show tips</span>
      </button>
    );
  }
  return (
    <aside className="tips-panel" aria-labelledby="tips-title">
      <div className="d-flex align-items-start justify-content-between mb-2">
        <h2 id="tips-title" className="h6 fw-bold mb-0 text-white">
          How Ideaproof works
        </h2>
        <button
          type="button"
          className="btn-close btn-close-white"
          aria-label="Hide these tips"
          onClick={() => setVisible(false)}
        />
      </div>
      <ol className="small ps-3 mb-2">
        {STEPS.map((s) => (
          <li key={s} className="mb-1">
            {s}
          </li>
        ))}
      </ol>
      <Link to="/documentation/quick-start" className="small tips-link" onClick={onNavigate}>
        Read the quick start
      </Link>
    </aside>
  );
}
