// An HTTP server on loopback that answers like the OpenAI chat completions API.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Mode = 'good' | 'broken' | 'slow' | 'refuse' | 'error';

/** A page plan as a model answers it (the plan's schema, src/shared/contracts/page-plan.ts). */
export const GOOD_ANSWER = {
  hero: 'Dinner for busy families, <b>sorted</b> in fifteen minutes',
  subhead: 'Every recipe is tested by a parent of two.',
  about: ['Supper Club delivers weekly meal kits for busy parents.', 'Pre-portioned ingredients'],
  why_us: [
    { heading: 'Quick', text: 'Dinner in fifteen minutes.' },
    { heading: 'Fresh', text: 'Seasonal produce every week.' },
    { heading: 'Flexible', text: 'Skip a week whenever you like.' },
  ],
  services: [
    { heading: 'Weekly boxes', text: 'A box every Sunday.' },
    { heading: 'Kids menu', text: 'Meals children enjoy.' },
    { heading: 'Delivery to your door', text: 'A truck brings it to your door.' },
  ],
  questions: ['How many dinners a week do you cook?', 'What would you pay per meal?'],
};

export interface FakeOpenAi {
  url: string;
  mode: Mode;
  /** What 'good' answers (change it to test how an answer is handled). */
  answer: unknown;
  requests: { path: string; body: Record<string, unknown> }[];
  close(): Promise<void>;
}

export async function startFakeOpenAi(mode: Mode = 'good'): Promise<FakeOpenAi> {
  const state: FakeOpenAi = { url: '', mode, answer: GOOD_ANSWER, requests: [], close: async () => {} };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      state.requests.push({ path: req.url ?? '', body: raw ? JSON.parse(raw) : {} });
      const send = (content: string) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'chatcmpl-test',
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: 'test-model',
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          }),
        );
      };
      switch (state.mode) {
        case 'good':
          return send(JSON.stringify(state.answer));
        case 'broken':
          return send('{"business_name": "Supper Club", "title": ');
        case 'refuse':
          return send("I'm sorry, I can't help with that.");
        case 'error':
          res.writeHead(500, { 'content-type': 'application/json' });
          return res.end(JSON.stringify({ error: { message: 'upstream exploded' } }));
        case 'slow': {
          const timer = setTimeout(() => send(JSON.stringify(GOOD_ANSWER)), 5_000);
          res.on('close', () => clearTimeout(timer));
          return;
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
