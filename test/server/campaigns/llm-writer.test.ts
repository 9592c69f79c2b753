import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { llmAdCopyWriter } from '../../../src/server/campaigns/content/llm-writer';
import { writeAdCopy } from '../../../src/server/campaigns/content/generate';
import { adCopyProblems } from '../../../src/shared/campaigns/ad-copy';
import { builtinAd } from '../../../src/server/generation/writer/builtin';

/** A loopback HTTP server answering like the OpenAI chat completions API. */
let server: Server;
let baseUrl: string;
let answer: () => { status: number; body: unknown };
const requests: { url: string; body: { messages: { role: string; content: string }[] } }[] = [];

const completion = (content: string) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 1,
  model: 'test-model',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
});

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      requests.push({ url: req.url ?? '', body: JSON.parse(raw) });
      const { status, body } = answer();
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const input = {
  businessName: 'Green Cart',
  answers: {
    idea: 'Farm-fresh vegetables delivered in Pune',
    solution: 'We connect local farmers with apartment residents.',
    feature: 'Harvested the morning of delivery',
    question: 'How often would you order?',
  },
};
const writer = () => llmAdCopyWriter({ baseUrl, apiKey: 'k', model: 'test-model', timeoutMs: 5000 });

describe('ad copy from an OpenAI-compatible model', () => {
  it("keeps the model's valid lines and replaces the ones over Google's limits", async () => {
    answer = () => ({
      status: 200,
      body: completion(
        JSON.stringify({
          headlines: [
            'Fresh Veg Daily',
            'Farm to Your Door',
            'This headline is far too long for Google Ads',
            'Buy now!',
          ],
          long_headlines: ['Vegetables picked this morning, at your door by evening', 'Fresh Veg Daily'],
          descriptions: ['x'.repeat(95), 'Weekly boxes from farms near Pune.'],
        }),
      ),
    });
    const { copy, generator } = await writeAdCopy(writer(), input);
    expect(generator).toBe('llm');
    expect(adCopyProblems(copy)).toEqual([]);
    // An over-long line is shortened to a complete phrase (the shared shortening), not cut mid-word.
    expect(copy.headlines.slice(0, 4)).toEqual([
      'Fresh Veg Daily',
      'Farm to Your Door',
      'This headline is far too long',
      'Buy now',
    ]);
    // A long headline that repeats a headline is dropped.
    expect(copy.longHeadlines).toEqual(['Vegetables picked this morning, at your door by evening']);
    expect(copy.descriptions[0]).toBe('Weekly boxes from farms near Pune.');
    // The call to action follows the idea's intent (no booking, subscription, purchase… here), not the model.
    expect(copy.callToAction).toBe('Learn more');
    expect(copy.businessName).toBe('Green Cart');

    const sent = requests.at(-1)!;
    expect(sent.url).toBe('/v1/chat/completions');
    const system = sent.body.messages.find((m) => m.role === 'system')!.content;
    expect(system).toContain('at most 30 characters');
    expect(system).toContain('at most 15 characters');
    // One model client: the same faithfulness rules and JSON-schema output as the landing page.
    expect(system).toContain('Never add an offering, feature, price');
    expect((sent.body as unknown as { response_format: { type: string } }).response_format.type).toBe('json_schema');
    expect(sent.body.messages.find((m) => m.role === 'user')!.content).toContain('Farm-fresh vegetables');
  });

  it('falls back to the built-in copy when the model fails or answers nonsense', async () => {
    answer = () => ({ status: 500, body: { error: { message: 'down' } } });
    const failed = await writeAdCopy(writer(), input);
    expect(failed).toEqual({ copy: builtinAd(input), generator: 'builtin' });

    answer = () => ({ status: 200, body: completion('not json at all') });
    const nonsense = await writeAdCopy(writer(), input);
    expect(nonsense.generator).toBe('builtin');
    expect(adCopyProblems(nonsense.copy)).toEqual([]);
  });
});
