import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWithLlm } from '../../../src/server/generation/llm';
import { landingPageSchema, questionList } from '../../../src/shared/contracts/landing';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai';

const ANSWERS = ['Meal kits for busy parents', 'Weekly boxes', 'Kid-friendly recipes', 'How much would you pay?'];
let fake: FakeOpenAi;

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake?.close();
});

const settings = (timeoutMs = 5_000) => ({ baseUrl: fake.url, apiKey: 'sk-test', model: 'test-model', timeoutMs });

describe('the model provider (OpenAI-compatible, through the AI SDK)', () => {
  it('good JSON: structured output checked, cleaned, unknown icons replaced by meaning', async () => {
    fake.mode = 'good';
    fake.requests.length = 0;
    const page = await generateWithLlm(settings(), ANSWERS);
    landingPageSchema.parse(page);
    expect(page.seo_content.business_name).toBe('Supper Club');
    expect(page.seo_content.header).not.toMatch(/[<>]/);
    expect(page.seo_content.services.service1.font_awesome_icon).toBe('fa-box');
    expect(page.seo_content.services.service5.font_awesome_icon).not.toBe('fa-not-a-real-icon');
    expect(questionList(page.questions)).toEqual(['How many dinners a week do you cook?', 'What would you pay per meal?']);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.path).toBe('/v1/chat/completions');
    expect(fake.requests[0]!.body.model).toBe('test-model');
    expect(JSON.stringify(fake.requests[0]!.body.messages)).toContain('Meal kits for busy parents');
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
