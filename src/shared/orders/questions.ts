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

/** The four pairs in order, with the canonical question texts; missing answers become ''. */
export function normaliseIdea(answers: readonly (string | undefined)[]): IdeaAnswer[] {
  return IDEA_QUESTIONS.map((question, i) => ({ question, answer: answers[i] ?? '' }));
}
