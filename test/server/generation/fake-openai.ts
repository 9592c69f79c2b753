// An HTTP server on loopback that answers like the OpenAI chat completions API.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Mode = 'good' | 'broken' | 'slow' | 'refuse' | 'error';

export const GOOD_ANSWER = {
  business_name: 'Supper Club',
  title: 'Supper Club | Dinner, sorted',
  header: 'Dinner for busy families, <b>sorted</b> in fifteen minutes',
  subheader: 'Every recipe is tested by a parent of two.',
  about_us: {
    paragraph: 'Supper Club delivers weekly meal kits for busy parents.',
    point1: 'Pre-portioned ingredients',
    point2: 'Fifteen-minute recipes',
    point3: 'Menus your children will eat',
  },
  why_us: {
    point1: { heading: 'Quick', description: 'Dinner in fifteen minutes.' },
    point2: { heading: 'Fresh', description: 'Seasonal produce every week.' },
    point3: { heading: 'Flexible', description: 'Skip a week whenever you like.' },
    point4: { heading: 'Kind', description: 'Recyclable packaging.' },
  },
  services: {
    service1: { heading: 'Weekly boxes', description: 'A box every Sunday.', font_awesome_icon: 'fa-box' },
    service2: { heading: 'Kids menu', description: 'Meals children enjoy.', font_awesome_icon: 'fa-child' },
    service3: { heading: 'Delivery', description: 'To your door.', font_awesome_icon: 'fa-truck-fast' },
    service4: { heading: 'Recipes', description: 'Step-by-step cards.', font_awesome_icon: 'fa-utensils' },
    service5: { heading: 'Nutrition', description: 'Balanced plates.', font_awesome_icon: 'fa-not-a-real-icon' },
    service6: { heading: 'Support', description: 'We answer fast.', font_awesome_icon: 'fa-headset' },
  },
  theme_colour: '#c2410c',
  heavy_description: 'Supper Club started at a kitchen table.\n\nWe plan, you cook.',
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
