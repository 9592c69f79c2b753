/** Who wrote an order's landing page, and the texts that say so to the founder. */

type WriterKind = 'builtin' | 'model';
export interface WriterInfo {
  kind: WriterKind;
  /** The model's name when a model wrote it, else null. */
  model: string | null;
}

/** The label next to the landing page button on the order dashboard. */
export function writerLabel(writer: WriterInfo): string {
  return writer.kind === 'model' && writer.model
    ? `Written by ${writer.model} from your answers — read it before you share`
    : writer.kind === 'model'
      ? 'Written by a language model from your answers — read it before you share'
      : 'Written from your answers — read it before you share';
}

/** The label of a card the editor suggests (typical of the kind of business, not said by the founder). */
export const SUGGESTED_LABEL = 'suggested — not from your answers';

/**
 * How the `generator` column of an order reads: 'builtin', or 'llm' / 'llm:{model name}' for a
 * model. Anything else (or nothing: not generated yet) is null.
 */
export function writerOf(generator: string | null | undefined): WriterInfo | null {
  if (generator === 'builtin') return { kind: 'builtin', model: null };
  if (generator === 'llm') return { kind: 'model', model: null };
  if (generator?.startsWith('llm:')) return { kind: 'model', model: generator.slice(4).trim() || null };
  return null;
}
