import { ideaAnswersFrom } from './answers';

/**
 * docs/product.md#data: the displayed title is the answer to the first question. That answer is
 * required (`businessIdeaSchema` and the idea form refuse a blank one), so there is no fallback
 * title: an idea without one reaching here is a bug, not an "Untitled Idea".
 */
export function orderTitle(businessIdea: readonly { answer: string }[]): string {
  const first = ideaAnswersFrom(businessIdea).idea.trim();
  if (!first) throw new Error('An idea without a first answer has no title (businessIdeaSchema refuses it)');
  return first;
}
