import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { walk, lineOf } from './scan';
import { sourceFiles } from '../../scripts/area-graph';
import { fromRoot } from '../../src/server/paths';

/** Every `new HttpError(…)` in a source text, by line (read with the TypeScript parser). */
function httpErrorsMade(file: string, text: string): number[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const lines: number[] = [];
  walk(source, (node) => {
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'HttpError') {
      lines.push(lineOf(source, node));
    }
  });
  return lines;
}

describe('statuses are chosen in src/server/http only (the code as it is)', () => {
  it('no file elsewhere in src/server makes an HttpError', () => {
    const server = fromRoot('src/server');
    const made = sourceFiles(server)
      .map((file) => relative(server, file))
      .filter((file) => !file.startsWith('http/'))
      .flatMap((file) => httpErrorsMade(file, readFileSync(join(server, file), 'utf8')).map((l) => `${file}:${l}`));
    expect(made).toEqual([]);
  });

  it('finds one when there is one (the check can fail)', () => {
    const service = "export function remove() {\n  throw new HttpError(409, 'x');\n}\n";
    expect(httpErrorsMade('orders/removal.ts', service)).toEqual([2]);
    expect(httpErrorsMade('orders/removal.ts', "throw conflict('x');")).toEqual([]);
  });
});

/**
 * Every status a file sets on an answer itself (`reply.code(n)`, `reply.status(n)`: one argument)
 * that is not a success (a number below 400), by line: an error status chosen outside the one
 * error handler. (`payables.get(use).status(db, po)`, with two arguments, is not an answer's.)
 */
function statusesSet(file: string, text: string): number[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const lines: number[] = [];
  walk(source, (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['code', 'status'].includes(node.expression.name.text) &&
      node.arguments.length === 1
    ) {
      const [arg] = node.arguments;
      if (!(ts.isNumericLiteral(arg!) && Number(arg.text) < 400)) lines.push(lineOf(source, node));
    }
  });
  return lines;
}

/**
 * The files outside src/server/http that set an answer's status themselves, each on purpose
 * (docs/architecture.md#shape-of-the-system): not API errors, or errors before routing.
 */
const SETS_ITS_OWN_STATUS: Record<string, string> = {
  'app.ts': "Fastify's errors before routing (frameworkErrors) never reach the error handler",
  'auth/routes.ts': "the better-auth proxy passes on the identity server's own answer",
  'landing/send.ts': 'visitor-facing HTML pages (a landing page, its not-found and outage pages)',
  'report/routes.ts': 'the shared report is an HTML page (its not-found page)',
};

describe('no route sets an error status itself (the code as it is)', () => {
  it('outside src/server/http, only the files named here set a status of 400 or more (or one not written as a number)', () => {
    const server = fromRoot('src/server');
    const set = sourceFiles(server)
      .map((file) => relative(server, file))
      .filter((file) => !file.startsWith('http/') && !(file in SETS_ITS_OWN_STATUS))
      .flatMap((file) => statusesSet(file, readFileSync(join(server, file), 'utf8')).map((l) => `${file}:${l}`));
    expect(set).toEqual([]);
  });

  it('the files named still set one', () => {
    const server = fromRoot('src/server');
    const still = Object.keys(SETS_ITS_OWN_STATUS).filter(
      (file) => statusesSet(file, readFileSync(join(server, file), 'utf8')).length > 0,
    );
    expect(still).toEqual(Object.keys(SETS_ITS_OWN_STATUS));
  });

  it('finds one when there is one (the check can fail)', () => {
    expect(statusesSet('orders/routes.ts', "return reply.code(409).send({ detail: 'x' });")).toEqual([1]);
    expect(statusesSet('orders/routes.ts', 'reply.status(found ? 200 : 404);')).toEqual([1]);
    expect(statusesSet('orders/routes.ts', 'return reply.status(201).send(row);')).toEqual([]);
    expect(statusesSet('payments/settle.ts', 'const s = await payables.get(use).status(db, po);')).toEqual([]);
  });
});

/** docs/architecture.md#shape-of-the-system (errors one way): only src/server/http chooses a status; the rest throws an AppError by code. */
describe('npx eslint . refuses an error status chosen outside src/server/http', () => {
  const eslint = new ESLint({ cwd: fromRoot('.') });
  const code = "import { HttpError } from '../http/errors';\nexport const refuse = () => new HttpError(409, 'x');\n";

  it('refuses `new HttpError` in a service', async () => {
    const [result] = await eslint.lintText(code, { filePath: fromRoot('src/server/orders/forbidden.ts') });
    expect(result!.messages.map((m) => [m.ruleId, m.line])).toEqual([['no-restricted-syntax', 2]]);
    expect(result!.messages[0]!.message).toContain('AppError');
  });

  it('allows it in src/server/http', async () => {
    const [result] = await eslint.lintText(code.replace('../http/errors', './errors'), {
      filePath: fromRoot('src/server/http/allowed.ts'),
    });
    expect(result!.messages).toEqual([]);
  });

  it('allows an AppError by code in a service', async () => {
    const byCode =
      "import { AppError } from '../http/errors';\nexport const refuse = () => new AppError('conflict', 'x');\n";
    const [result] = await eslint.lintText(byCode, { filePath: fromRoot('src/server/orders/allowed.ts') });
    expect(result!.messages).toEqual([]);
  });
});
