/**
 * Bootstrap 5.3 progress markup with the role on the outer element, so the bar has an accessible
 * name (react-bootstrap's ProgressBar puts the role on the inner bar and the label on the outer).
 */
export function Progress({
  now,
  label,
  showValue = false,
  variant,
  striped = false,
}: {
  now: number;
  label: string;
  showValue?: boolean;
  variant?: 'success' | 'info' | 'warning' | 'danger';
  striped?: boolean;
}) {
  const bar = [
    'progress-bar',
    variant && `bg-${variant}`,
    striped && 'progress-bar-striped',
    variant === 'warning' || variant === 'info' ? 'text-dark' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={label}
      aria-valuenow={now}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className={bar} style={{ width: `${now}%` }}>
        {showValue ? `${now}%` : null}
      </div>
    </div>
  );
}
