/** docs/product.md#data: the displayed title is the answer to the first question, else "Untitled Idea". */
export const UNTITLED_IDEA = 'Untitled Idea';

export function orderTitle(businessIdea: readonly { answer?: string | null }[] | null | undefined): string {
  const first = businessIdea?.[0]?.answer?.trim();
  return first ? first : UNTITLED_IDEA;
}
