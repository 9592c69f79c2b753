// docs/architecture.md "Composition" and "Runs anywhere": the process environment is read in one
// file, src/server/config.ts (parsed once with zod; `.env.example` lists every variable it parses),
// and nothing in src/server writes to the console but main.ts's start-up lines and the data-folder
// lock's defaults. Read with the TypeScript parser, so a comment or a string is not code.
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../../src/server/paths';
import { findingsInSrc, parsedSource, walk, lineOf } from './scan';

/** Every `process.env` (also `process['env']`, `globalThis.process.env`) a source text touches, by line. */
function environmentRead(file: string, text: string): number[] {
  const source = parsedSource(file, text);
  const lines: number[] = [];
  walk(source, (node) => {
    const name = ts.isPropertyAccessExpression(node)
      ? node.name.text
      : ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)
        ? node.argumentExpression.text
        : undefined;
    if (name === 'env' && /(^|\.)process$/u.test((node as ts.PropertyAccessExpression).expression.getText(source)))
      lines.push(lineOf(source, node));
  });
  return lines;
}

/** Every call of a console method (`console.log`, `console.error`, …) in a source text, by line. */
function consoleWrites(file: string, text: string): number[] {
  const source = parsedSource(file, text);
  const lines: number[] = [];
  walk(source, (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      /(^|\.)console$/u.test(node.expression.expression.getText(source))
    )
      lines.push(lineOf(source, node));
  });
  return lines;
}

/** The variables a zod `z.object({ … })` in a source text names (UPPER_CASE keys). */
function variablesParsed(text: string): string[] {
  const source = ts.createSourceFile('config.ts', text, ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  walk(source, (node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.getText(source) === 'z.object' &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      for (const p of node.arguments[0].properties)
        if (p.name && ts.isIdentifier(p.name) && /^[A-Z][A-Z0-9_]*$/u.test(p.name.text)) names.push(p.name.text);
    }
  });
  return names;
}

/** The variables a .env file text names, set or commented out (`# SMTP_URL=`). */
const listed = (env: string) => new Set([...env.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gmu)].map((m) => m[1]!));

describe('the process environment is read in src/server/config.ts only', () => {
  it('no other file in src touches process.env', () => {
    expect(findingsInSrc(environmentRead, (file) => file === 'server/config.ts')).toEqual([]);
  });

  it('finds one in any form (the check can fail)', () => {
    expect(environmentRead('a.ts', 'const port = process.env.PORT;')).toEqual([1]);
    expect(environmentRead('a.ts', "const { PORT } = process['env'];")).toEqual([1]);
    expect(environmentRead('a.ts', 'const e = globalThis.process.env;')).toEqual([1]);
    expect(environmentRead('a.ts', "// process.env.PORT\nconst s = 'process.env';\nconst env = config.env;")).toEqual(
      [],
    );
  });

  it('.env.example lists every variable config.ts and the ads area parse', () => {
    const parsed = ['src/server/config.ts', 'src/server/ads/config.ts'].flatMap((file) =>
      variablesParsed(readFileSync(fromRoot(file), 'utf8')),
    );
    expect(parsed.length).toBeGreaterThan(40);
    const example = listed(readFileSync(fromRoot('.env.example'), 'utf8'));
    expect(parsed.filter((name) => !example.has(name))).toEqual([]);
  });

  it('finds a variable .env.example does not list (the check can fail)', () => {
    const schema =
      'const envSchema = z.object({ PORT: z.coerce.number(), NEW_SETTING: z.string(), nested: z.string() });';
    expect(variablesParsed(schema)).toEqual(['PORT', 'NEW_SETTING']);
    const example = listed('PORT=3000\n# SMTP_URL=smtp://…\n');
    expect(variablesParsed(schema).filter((name) => !example.has(name))).toEqual(['NEW_SETTING']);
  });
});

/** The files of src/server that write to the console, each with why (the rest logs through its Deps' logger). */
const WRITES_TO_CONSOLE: Record<string, string> = {
  'main.ts': 'its start-up lines and the faults that stop start-up, before or without a logger',
  // lockDataDir(dir) without `warn`/`onLost` (npm run outbox, email/outbox-report.ts, has no logger).
  'db/lock.ts': "the lock's default report when its caller gives no logger",
};

describe('nothing in src/server writes to the console but the files named here', () => {
  const inServer = (file: string) => file.startsWith('server/');
  const found = findingsInSrc(consoleWrites, (file) => !inServer(file));

  it('no other file does', () => {
    expect(found.filter((at) => !(at.slice('server/'.length, at.lastIndexOf(':')) in WRITES_TO_CONSOLE))).toEqual([]);
  });

  it('the files named still do', () => {
    const files = new Set(found.map((at) => at.slice('server/'.length, at.lastIndexOf(':'))));
    expect(Object.keys(WRITES_TO_CONSOLE).filter((file) => !files.has(file))).toEqual([]);
  });

  it('finds a console write (the check can fail)', () => {
    expect(consoleWrites('a.ts', "console.log('started');\nglobalThis.console.warn('x');")).toEqual([1, 2]);
    expect(consoleWrites('a.ts', "log.info('started');\nconst c = console;")).toEqual([]);
  });
});
