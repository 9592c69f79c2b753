// docs/content-writer.md "One typed input": the founder's four answers are read by name
// (`IdeaAnswers`), and only src/shared/orders/answers.ts knows which position holds which. Read
// with the TypeScript parser, a positional read of the answers anywhere else in src is refused:
// - a pair's answer taken by index: `pairs[0].answer`, `idea?.[i]?.answer`;
// - an index, a slice or a destructuring by position of something named like the stored idea or
//   its answers in order (`businessIdea[3]`, `business_idea.slice(0, 3)`, `answersInOrder(a)[1]`,
//   `const [idea, solution] = answers`).
// A visitor's answers to the founder's questions (leads) are a different list, named otherwise
// (`lead.answers`, `form.question_1`); a loop over every answer (`.map((p) => p.answer)`) is not
// positional.
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findingsInSrc, parsedSource, walk, lineOf } from './scan';

/**
 * What the stored idea or its answers in order are called where they are read (`idea` is left out:
 * it names the first answer's text as often as the list, and a pair read off it is found by `.answer`).
 */
const IDEA_LIST = /^(?:businessIdea|business_idea|pairs|answers|ideaAnswers|answersInOrder\(\))$/u;
/** Of those, the names no other list goes by: any index of these is positional (`pairs[i]`), not only a number. */
const STORED_LIST = /^(?:businessIdea|business_idea|pairs|answersInOrder\(\))$/u;

/** The name an expression ends on (`order.businessIdea` → businessIdea, `f(x)` → f, `a.map(g)` → the name of `a`). */
function endName(node: ts.Expression): string | undefined {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  if (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node)) return endName(node.expression);
  if (ts.isCallExpression(node)) {
    const callee = node.expression;
    // answersInOrder(a) is the answers in order; x.map(...) / x.filter(...) keeps x's order.
    if (ts.isIdentifier(callee)) return callee.text === 'answersInOrder' ? 'answersInOrder()' : undefined;
    if (ts.isPropertyAccessExpression(callee) && ['map', 'filter'].includes(callee.name.text))
      return endName(callee.expression);
  }
  return undefined;
}

const namesTheIdea = (node: ts.Expression) => IDEA_LIST.test(endName(node) ?? '');

const unwrap = (node: ts.Node): ts.Node =>
  ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node) ? unwrap(node.expression) : node;

/** Every positional read of the founder's answers a source text makes, as "line: code". */
export function positionalReads(file: string, text: string): string[] {
  const source = parsedSource(file, text);
  const found: string[] = [];
  const add = (node: ts.Node) =>
    found.push(`${lineOf(source, node)}: ${node.getText(source).replace(/\s+/gu, ' ').slice(0, 80)}`);
  walk(source, (node) => {
    // x[i].answer, x?.[i]?.answer, x[i]!.answer
    if (
      ts.isPropertyAccessExpression(node) &&
      node.name.text === 'answer' &&
      ts.isElementAccessExpression(unwrap(node.expression))
    ) {
      add(node);
      return false;
    }
    // businessIdea[0], answersInOrder(a)[i], answers.map(clean)[2]
    if (
      ts.isElementAccessExpression(node) &&
      (ts.isNumericLiteral(node.argumentExpression)
        ? namesTheIdea(node.expression)
        : STORED_LIST.test(endName(node.expression) ?? ''))
    ) {
      add(node);
      return false;
    }
    // businessIdea.slice(0, 3), pairs.at(-1)
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['slice', 'at', 'splice'].includes(node.expression.name.text) &&
      namesTheIdea(node.expression.expression)
    ) {
      add(node);
      return false;
    }
    // const [idea, solution] = answers; function f([idea]: string[]) is not looked at (no initializer)
    if (
      ts.isVariableDeclaration(node) &&
      ts.isArrayBindingPattern(node.name) &&
      node.initializer &&
      namesTheIdea(node.initializer)
    ) {
      add(node);
      return false;
    }
  });
  return found;
}

describe('the four answers are read by name; positions are src/shared/orders/answers.ts’s alone', () => {
  it('no file elsewhere in src reads an answer by its position', () => {
    expect(findingsInSrc(positionalReads, (file) => file === 'shared/orders/answers.ts')).toEqual([]);
  });

  it('finds one in any form (the check can fail)', () => {
    const reads = (code: string) => positionalReads('a.ts', code).map((r) => r.split(':')[0]);
    expect(reads('const t = businessIdea[0]?.answer.trim();')).toEqual(['1']);
    expect(reads('const p = pairs[i]?.answer ?? "";')).toEqual(['1']);
    expect(reads('const a3 = idea?.[3]?.answer ?? "";')).toEqual(['1']);
    expect(reads('const words = order.businessIdea.slice(0, 3).map((a) => a.answer);')).toEqual(['1']);
    expect(reads('const s = answersInOrder(a)[1];')).toEqual(['1']);
    expect(reads('const p = IDEA_QUESTIONS.map((q, i) => `${q} ${answersInOrder(a)[i]}`);')).toEqual(['1']);
    expect(reads('const [idea = "", solution = ""] = answers.map(clean);')).toEqual(['1']);
    expect(reads('const x = order.business_idea[3];')).toEqual(['1']);
    // Not positional: every answer, by name, or a different list.
    expect(reads('const all = order.businessIdea.map((p) => p.answer);')).toEqual([]);
    expect(reads('const a = ideaAnswersFrom(order.businessIdea); use(a.solution);')).toEqual([]);
    expect(reads('const q = form.question_1; const n = cards[3]; const v = lead.answers[i];')).toEqual([]);
  });
});
