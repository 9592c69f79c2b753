import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { llmPageWriter, type LlmSettings } from '../../../src/server/generation/llm';
import { pageOfPlan } from '../../../src/server/generation/writer/page';
import { ideaAnswersOf } from '../../../src/shared/orders/answers';
import { landingPageSchema, questionList } from '../../../src/shared/contracts/landing';
import { GOOD_ANSWER, startFakeOpenAi, type FakeOpenAi } from './fake-openai';
import { endsOnFunctionWord } from '../../../src/shared/text/fit';

const ANSWERS = ['Meal kits for busy parents', 'Weekly boxes', 'Kid-friendly recipes', 'How much would you pay?'];
let fake: FakeOpenAi;

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake?.close();
});

/** The model's page as the pipeline stores it (its plan through the one adapter). */
const generateWithLlm = async (s: LlmSettings, answers: string[]) =>
  pageOfPlan(await llmPageWriter(s).write({ answers: ideaAnswersOf(answers), variation: 0 }), '#c2410c');

const settings = (timeoutMs = 5_000) => ({ baseUrl: fake.url, apiKey: 'sk-test', model: 'test-model', timeoutMs });

describe('the model provider (OpenAI-compatible, through the AI SDK)', () => {
  it('good JSON: the page plan’s schema checked, cleaned, the founder’s name kept, icons chosen by meaning', async () => {
    fake.mode = 'good';
    fake.requests.length = 0;
    const page = await generateWithLlm(settings(), ANSWERS);
    landingPageSchema.parse(page);
    // The name comes from the founder's first answer, never from the model ("Supper Club").
    expect(page.seo_content.business_name).toBe('Meal Kits');
    expect(page.seo_content.header).toBe('Dinner for busy families, sorted in fifteen minutes');
    expect(page.seo_content.subheader).toBe('Every recipe is tested by a parent of two.');
    expect(page.seo_content.why_us.point3).toMatchObject({ heading: 'Flexible', description: 'Skip a week whenever you like.' });
    expect(page.seo_content.services.service3.font_awesome_icon).toBe('fa-truck-fast');
    expect(questionList(page.questions)).toEqual([
      'How many dinners a week do you cook?',
      'What would you pay per meal?',
    ]);
    expect(fake.requests).toHaveLength(1);
    const body = fake.requests[0]!.body as {
      model: string;
      messages: unknown;
      response_format: Record<string, unknown>;
    };
    expect(fake.requests[0]!.path).toBe('/v1/chat/completions');
    expect(body.model).toBe('test-model');
    expect(JSON.stringify(body.messages)).toContain('Meal kits for busy parents');
    // JSON-schema mode: the zod schema goes to the server as the response format.
    expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'page_plan' } });
    expect(JSON.stringify(body.response_format)).toContain('why_us');
    // The prompt reads the one budget table.
    expect(JSON.stringify(body.messages)).toContain('at most 70 characters');
    // The faithfulness rules are in the prompt.
    expect(JSON.stringify(body.messages)).toContain('Never add an offering, feature, price');
  });

  it('a server without JSON-schema mode gets JSON mode and the schema in the prompt', async () => {
    fake.mode = 'good';
    fake.requests.length = 0;
    await generateWithLlm({ ...settings(), structuredOutputs: false }, ANSWERS);
    const body = fake.requests[0]!.body as {
      messages: { content: string }[];
      response_format: Record<string, unknown>;
    };
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(JSON.stringify(body.messages)).toContain('matches this JSON schema');
  });

  it("the model's answer gets the same shortening and limits as the built-in writer", async () => {
    fake.mode = 'good';
    fake.answer = {
      ...GOOD_ANSWER,
      hero: `Dinner for busy families ${'and more '.repeat(30)}for`,
      why_us: [
        { heading: 'Fresh seasonal produce from farms near you and', text: 'Seasonal produce every week.' },
        { heading: 'Half a card', text: '' },
      ],
    };
    try {
      const page = await generateWithLlm(settings(), ANSWERS);
      const seo = page.seo_content;
      expect(seo.header.length).toBeLessThanOrEqual(160);
      expect(endsOnFunctionWord(seo.header)).toBe(false);
      expect(seo.why_us.point1.heading).toBe('Fresh seasonal produce from farms near you');
      // A card without a description is emptied (the page hides it), not padded with invented text.
      expect(seo.why_us.point2).toMatchObject({ heading: '', description: '' });
    } finally {
      fake.answer = GOOD_ANSWER;
    }
  });

  it.each([
    ['broken JSON', 'broken'],
    ['a refusal', 'refuse'],
    ['a server error', 'error'],
  ] as const)('%s: retried, then it gives up (the caller falls back)', async (_name, mode) => {
    fake.mode = mode;
    fake.requests.length = 0;
    await expect(generateWithLlm({ ...settings(), attempts: 2 }, ANSWERS)).rejects.toThrow(/after 2 attempts/);
    expect(fake.requests).toHaveLength(2);
  });

  it('slow: times out per attempt instead of waiting', async () => {
    fake.mode = 'slow';
    fake.requests.length = 0;
    const started = Date.now();
    await expect(generateWithLlm({ ...settings(300), attempts: 2 }, ANSWERS)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(fake.requests).toHaveLength(2);
  });
});
