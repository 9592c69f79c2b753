import { questionList, type LandingPage, type LandingQuestions } from '../../shared/contracts/landing';

/** The draft with the value at `path` (e.g. ['seo_content', 'about_us', 'point1']) replaced. */
export function setIn(draft: LandingPage, path: readonly string[], value: unknown): LandingPage {
  const put = (node: unknown, i: number): unknown => {
    if (i === path.length) return value;
    const obj = (node ?? {}) as Record<string, unknown>;
    return { ...obj, [path[i]!]: put(obj[path[i]!], i + 1) };
  };
  return put(draft, 0) as LandingPage;
}

/** The contact form's questions from a list of texts (question_1 … question_N). */
export function questionsFrom(list: readonly string[]): LandingQuestions {
  return {
    num_questions: list.length,
    ...Object.fromEntries(list.map((q, i) => [`question_${i + 1}`, q])),
  } as LandingQuestions;
}

/** The draft as it is previewed and saved: blank questions left out. */
export function normalised(draft: LandingPage): LandingPage {
  const list = questionList(draft.questions).filter((q) => q.trim());
  return { ...draft, questions: questionsFrom(list) };
}

export const sameContent = (a: LandingPage, b: LandingPage) =>
  JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));

export const WHY_US_KEYS = ['point1', 'point2', 'point3', 'point4'] as const;
export const SERVICE_KEYS = ['service1', 'service2', 'service3', 'service4', 'service5', 'service6'] as const;
