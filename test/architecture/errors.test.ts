import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../../src/server/paths';

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
