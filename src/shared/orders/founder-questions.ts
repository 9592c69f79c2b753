import { LANDING_LIMITS } from '../contracts/landing';

/**
 * The founder's questions (the fourth answer, "What is your question prompt?") as the landing
 * page's form carries them: each question or request whole, in the founder's order. The page's
 * form holds at most `maxQuestions` of them, each at most `maxLength` characters
 * (docs/product.md#rules-and-limits); the idea form says so before payment and the server's idea
 * contract refuses an answer that breaks a limit, with the same text, so nothing is cut silently.
 */
export const FOUNDER_QUESTION_LIMITS = {
  maxQuestions: LANDING_LIMITS.maxQuestions,
  maxLength: LANDING_LIMITS.question,
} as const;

/** A list marker at the start of a line or sentence: "1. ", "2) ", "- ", "• ", "* ". */
const LIST_MARKER = /^(?:\d{1,3}[.)]|[-•*–])(?:\s+|$)/u;

const sentences = new Intl.Segmenter(undefined, { granularity: 'sentence' });

/**
 * Every question or request in the founder's text, whole and in order: split at "?" (kept), at
 * new lines, at ";" and at the end of a sentence in any script (Intl.Segmenter: ".", "!", "।",
 * "。"…); list markers are taken off; a request that is not a question ("Tell us what would stop
 * you.") is kept as written. Nothing else is dropped.
 */
export function founderQuestionsIn(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/[\r\n;]+/u)) {
    for (const { segment } of sentences.segment(line)) {
      for (const part of segment.split(/(?<=[?？])/u)) {
        const question = part.trim().replace(LIST_MARKER, '').trim();
        if (question) out.push(question);
      }
    }
  }
  return out;
}

/** What the idea form and the server say when the founder's questions break a limit of the page's form. */
export const FOUNDER_QUESTION_TEXTS = {
  tooMany: (found: number) =>
    `Your page's form carries at most ${FOUNDER_QUESTION_LIMITS.maxQuestions} questions; this answer has ${found}. ` +
    `Join or remove ${found - FOUNDER_QUESTION_LIMITS.maxQuestions} so that none is left out.`,
  tooLong: (index: number, length: number) =>
    `Question ${index + 1} is ${length} characters; the page's form carries at most ${FOUNDER_QUESTION_LIMITS.maxLength} ` +
    `characters per question. Shorten it.`,
  /** The count under the fourth answer. */
  found: (found: number) =>
    `${found} ${found === 1 ? 'question' : 'questions'} found, of the ${FOUNDER_QUESTION_LIMITS.maxQuestions} your page's form can carry.`,
} as const;

export interface FounderQuestionProblem {
  kind: 'too_many' | 'too_long';
  /** For `too_long`: which question (0-based, in `founderQuestionsIn` order). */
  index?: number;
  message: string;
}

/** Which limits of the page's form the founder's text breaks (too many questions, a question too long); [] when none. */
export function founderQuestionProblems(text: string): FounderQuestionProblem[] {
  const questions = founderQuestionsIn(text);
  const problems: FounderQuestionProblem[] = [];
  if (questions.length > FOUNDER_QUESTION_LIMITS.maxQuestions) {
    problems.push({ kind: 'too_many', message: FOUNDER_QUESTION_TEXTS.tooMany(questions.length) });
  }
  questions.forEach((q, index) => {
    if (q.length > FOUNDER_QUESTION_LIMITS.maxLength) {
      problems.push({ kind: 'too_long', index, message: FOUNDER_QUESTION_TEXTS.tooLong(index, q.length) });
    }
  });
  return problems;
}
