import { IDEA_QUESTIONS, type IdeaAnswer } from './questions';

/**
 * The founder's four answers by name (docs/content-writer.md "One typed input"): every writer,
 * prompt, ad, check and form reads them through this, never by position. This file is the one
 * place that knows which position holds which answer (test/architecture/answers-home.test.ts).
 */
export interface IdeaAnswers {
  /** What is your business idea? (the idea's title, at most 50 characters) */
  idea: string;
  /** What is your business solution? */
  solution: string;
  /** What is your unique feature? */
  feature: string;
  /** What is your question prompt? (what the founder most wants to learn) */
  question: string;
}

/** The answers' names in question order: `business_idea[i]` answers `IDEA_QUESTIONS[i]`. */
const IDEA_ANSWER_NAMES = ['idea', 'solution', 'feature', 'question'] as const satisfies readonly (keyof IdeaAnswers)[];
export type IdeaAnswerName = (typeof IDEA_ANSWER_NAMES)[number];

/** Where an answer is stored in `business_idea` (for an error's path), by name. */
export const ideaAnswerIndex = (name: IdeaAnswerName): number => IDEA_ANSWER_NAMES.indexOf(name);

/** The answers in question order by name; missing ones are ''. */
export function ideaAnswersOf(answers: readonly (string | undefined | null)[]): IdeaAnswers {
  const at = (i: number) => answers[i] ?? '';
  return { idea: at(0), solution: at(1), feature: at(2), question: at(3) };
}

/** The stored question/answer pairs (`business_idea`, in question order) by name; missing ones are ''. */
export function ideaAnswersFrom(pairs: readonly { answer: string }[]): IdeaAnswers {
  return ideaAnswersOf(pairs.map((p) => p.answer));
}

/** The answers in question order again (for storage and the model's prompt). */
function answersInOrder(a: IdeaAnswers): [string, string, string, string] {
  return [a.idea, a.solution, a.feature, a.question];
}

/** The four pairs as stored, in question order with the canonical question texts; missing answers become ''. */
export function normaliseIdea(answers: readonly (string | undefined)[]): IdeaAnswer[] {
  return IDEA_QUESTIONS.map((question, i) => ({ question, answer: answers[i] ?? '' }));
}

/** The answers as stored: the four pairs in question order, with the canonical question texts. */
export function ideaPairsOf(a: IdeaAnswers): IdeaAnswer[] {
  return normaliseIdea(answersInOrder(a));
}
