/**
 * The founder's four answers by name (docs/content-writer.md "One typed input"): every writer,
 * prompt and ad reads them through this, never by position.
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

/** The answers in question order (as stored: `business_idea[i].answer`) by name; missing ones are ''. */
export function ideaAnswersOf(answers: readonly (string | undefined | null)[]): IdeaAnswers {
  const at = (i: number) => answers[i] ?? '';
  return { idea: at(0), solution: at(1), feature: at(2), question: at(3) };
}

/** The answers in question order again (for storage and the model's prompt). */
export function answersInOrder(a: IdeaAnswers): [string, string, string, string] {
  return [a.idea, a.solution, a.feature, a.question];
}
