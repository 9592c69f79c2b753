import Spinner from 'react-bootstrap/Spinner';

/** A card's body while its first answer loads: a small spinner, its label read by screen readers. */
export function CardLoading({ label }: { label: string }) {
  return (
    <div className="text-center py-3">
      <Spinner animation="border" size="sm" role="status">
        <span className="visually-hidden">{label}</span>
      </Spinner>
    </div>
  );
}
