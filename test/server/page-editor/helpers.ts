import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Composition } from '../../../src/server/services';
import { orders } from '../../../src/server/db/schema';
import type { LandingPage } from '../../../src/shared/contracts/landing';
import { IDEA_QUESTIONS } from '../../../src/shared/orders/questions';
import { fullLandingPage } from '../../landing/fixtures';
import type { TestUser } from '../../helpers/users';

export const ANSWERS = [
  'Electric cargo bike deliveries for small shops in Pune',
  'Riders pick up within 15 minutes and deliver across town in under an hour.',
  'Live tracking and one flat price per zone.',
  'How many deliveries do you send each week?',
];

/** An order of `user` in `status` with a generated page, as the pipeline leaves it. */
export async function insertLiveOrder(
  ctx: Composition,
  user: TestUser,
  options: { status?: 'Active' | 'Completed'; landingPage?: LandingPage; answers?: readonly string[] } = {},
): Promise<string> {
  const id = randomBytes(8).toString('hex');
  await ctx.db.insert(orders).values({
    id,
    userId: user.id,
    businessIdea: IDEA_QUESTIONS.map((question, i) => ({ question, answer: (options.answers ?? ANSWERS)[i]! })),
    title: (options.answers ?? ANSWERS)[0]!,
    amountMinor: 9900,
    currency: 'USD',
    status: options.status ?? 'Active',
    dueAt: new Date(Date.now() + 7 * 86_400_000),
    paidAt: new Date(),
    generatedAt: new Date(Date.now() - 60_000),
    landingPage: options.landingPage ?? fullLandingPage(),
    generator: 'builtin',
  });
  return id;
}

export interface EditorAnswer {
  content: LandingPage;
  versions: { id: string; created_at: string; source: string }[];
  editable: boolean;
  regenerations_left: number;
  regenerations_per_day: number;
  suggestions: { heading: string; label: string }[];
}

export async function getEditor(app: FastifyInstance, user: TestUser, orderId: string): Promise<EditorAnswer> {
  const res = await app.inject({ method: 'GET', url: `/api/orders/${orderId}/page`, headers: user.headers });
  if (res.statusCode !== 200) throw new Error(`GET page: ${res.statusCode} ${res.body}`);
  return res.json() as EditorAnswer;
}

/** A multipart/form-data body with one file part. */
export function multipart(file: Buffer, { field = 'file', filename = 'image.png', type = 'image/png' } = {}) {
  const boundary = '----ideaproof' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}
