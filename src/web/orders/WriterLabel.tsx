import type { Order } from '../../shared/contracts/orders';
import { writerLabel } from '../../shared/orders/writer';

/**
 * Who wrote the landing page, next to its button: "Written from your answers — read it before
 * you share" (built-in writer) or "Written by {model} from your answers — …" (a model).
 */
export function WriterLabel({ writer }: { writer: Order['writer'] }) {
  if (!writer) return null;
  return (
    <small className="writer-label text-body-secondary text-lg-end" data-testid="writer-label">
      {writerLabel(writer)}
    </small>
  );
}
