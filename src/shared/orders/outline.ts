import type { IdeaAnswers } from './answers';
import { founderQuestionsIn } from './founder-questions';

const sentences = new Intl.Segmenter(undefined, { granularity: 'sentence' });

/** How many sentences a text holds, in any script (Intl.Segmenter). */
export function sentenceCount(text: string): number {
  let n = 0;
  for (const { segment } of sentences.segment(text)) if (segment.trim()) n++;
  return n;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What the landing page will be made of, said on the idea form before payment (docs/product.md):
 * "Your page: the heading from your idea · 2 points from your solution · 1 from what makes it
 * different · your question on the form". Counts sentences, as the page's writer reads them.
 */
export function pageOutline({ idea, solution, feature, question: prompt }: IdeaAnswers): string {
  const parts: string[] = [];
  parts.push(idea.trim() ? 'the heading from your idea' : 'no heading yet (answer the first question)');
  parts.push(count(sentenceCount(solution), 'point from your solution', 'points from your solution'));
  parts.push(`${sentenceCount(feature)} from what makes it different`);
  const questions = founderQuestionsIn(prompt).length;
  parts.push(
    questions === 0
      ? 'a contact form without your own question'
      : `your ${questions === 1 ? 'question' : `${questions} questions`} on the form`,
  );
  return `Your page: ${parts.join(' · ')}`;
}
