import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandlers, VALIDATION_PROBLEMS_NAMED } from '../../../src/server/http/errors';

/** The server's validation answer on a bare Fastify app, with schemas no real route has. */
const app = Fastify();
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(app);
  const body = z.object({
    a: z.string().min(1, 'A is required'),
    b: z.string().min(1, 'B is required'),
    c: z.string().min(1, 'C is required'),
    d: z.string().min(1, 'D is required'),
    e: z.string().min(1, 'E is required'),
    f: z.string().min(1, 'F is required'),
    list: z.array(z.string().min(1, 'An item cannot be empty')).optional(),
  });
  app.withTypeProvider<ZodTypeProvider>().post('/check', { schema: { body } }, async () => ({ ok: true }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const post = (payload: object) => app.inject({ method: 'POST', url: '/check', payload });

describe('a 400 names every problem of the request', () => {
  it('six bad fields: six problems, each by its field, in the schema’s order', async () => {
    const res = await post({ a: '', b: '', c: '', d: '', e: '', f: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail.split('; ')).toEqual(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((k) => `body.${k}: ${k.toUpperCase()} is required`),
    );
  });

  it(`only a list of more than ${VALIDATION_PROBLEMS_NAMED} bad items is cut, and the rest counted`, async () => {
    const res = await post({ a: 'a', b: 'b', c: 'c', d: 'd', e: 'e', f: 'f', list: Array(5000).fill('') });
    expect(res.statusCode).toBe(400);
    const problems = res.json().detail.split('; ');
    expect(problems).toHaveLength(VALIDATION_PROBLEMS_NAMED + 1);
    expect(problems[0]).toBe('body.list.0: An item cannot be empty');
    expect(problems[VALIDATION_PROBLEMS_NAMED - 1]).toBe(
      `body.list.${VALIDATION_PROBLEMS_NAMED - 1}: An item cannot be empty`,
    );
    expect(problems.at(-1)).toBe(`and ${5000 - VALIDATION_PROBLEMS_NAMED} more problems`);
    expect(res.body.length).toBeLessThan(10_000);
  });
});
