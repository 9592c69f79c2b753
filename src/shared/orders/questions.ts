import type { IdeaAnswerName } from './answers';

/** docs/product.md#data and docs/product.md#validation-rules: the four business-idea questions and the length cap of each answer. */
export const IDEA_QUESTIONS = [
  'What is your business idea?',
  'What is your business solution?',
  'What is your unique feature?',
  'What is your question prompt?',
] as const;

/** Maximum answer length per question (first 50, the others 500), counted like the input's maxLength. */
export const IDEA_ANSWER_CAPS = [50, 500, 500, 500] as const;

export interface IdeaAnswer {
  question: string;
  answer: string;
}

/** The solution and the unique feature (answers 2 and 3) need at least this many words: the page is made of them. */
export const MIN_ANSWER_WORDS = 3;

/** The answers that must say something before the order can be paid for (name → what the form says). */
export const REQUIRED_ANSWERS = {
  solution: `Describe your solution in a few words (at least ${MIN_ANSWER_WORDS}): your page's points are made from it.`,
  feature: `Say what makes it different in a few words (at least ${MIN_ANSWER_WORDS}): your page's Why Us cards are made from it.`,
} as const satisfies Partial<Record<IdeaAnswerName, string>>;

const words = new Intl.Segmenter(undefined, { granularity: 'word' });

/** How many words a text holds, in any script (Intl.Segmenter; numbers count, punctuation does not). */
export function wordCount(text: string): number {
  let n = 0;
  for (const s of words.segment(text)) if (s.isWordLike) n++;
  return n;
}

/** The message for the answer `name` when it is required and says too little, else null. */
export function requiredAnswerProblem(name: IdeaAnswerName, answer: string): string | null {
  const message = (REQUIRED_ANSWERS as Partial<Record<IdeaAnswerName, string>>)[name];
  return message !== undefined && wordCount(answer) < MIN_ANSWER_WORDS ? message : null;
}
