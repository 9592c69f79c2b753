// Golden outputs (issue 33): the plan and the ad of every fixture idea, committed in golden/ and
// compared on every run, so a change to a rule of the writer shows its effect on all of them in
// the diff. `UPDATE_GOLDEN=1 npx vitest run test/server/generation/golden.test.ts` writes them anew.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { builtinAd, builtinPlan } from '../../../src/server/generation/writer/builtin';
import { ideaAnswersOf } from '../../../src/shared/orders/answers';
import { IDEAS } from './ideas';

const DIR = fileURLToPath(new URL('./golden/', import.meta.url));
const update = process.env.UPDATE_GOLDEN === '1';

const slug = (i: number, industry: string) =>
  `${String(i + 1).padStart(2, '0')}-${industry.replace(/[^a-z0-9]+/giu, '-').replace(/^-|-$/gu, '').toLowerCase()}`;

describe('golden outputs of the fixture ideas', () => {
  it.each(IDEAS.map((idea, i) => [slug(i, idea.industry), idea.answers] as const))('%s', (name, raw) => {
    const answers = ideaAnswersOf(raw);
    const plan = builtinPlan(answers);
    const ad = builtinAd({ businessName: plan.name, answers, header: plan.hero, title: plan.title });
    const actual = `${JSON.stringify({ answers: raw, plan, ad }, null, 2)}\n`;
    const file = join(DIR, `${name}.json`);
    if (update) {
      mkdirSync(DIR, { recursive: true });
      writeFileSync(file, actual);
    }
    expect(existsSync(file), `${file} is missing: run with UPDATE_GOLDEN=1`).toBe(true);
    expect(actual).toBe(readFileSync(file, 'utf8'));
  });
});
