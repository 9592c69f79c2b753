// Test-only: the app (the same buildApp as `npm start`) on a fresh in-memory database, with its
// landing pages seeded straight into the tables, for e2e/landing.spec.ts. The spec forks this
// file and talks to it over the IPC channel: no endpoint is added to the product for seeding.
import { eq } from 'drizzle-orm';
import { contactSubmissions, visits } from '../../src/server/db/schema';
import { createTestApp } from '../helpers/app';
import { fullLandingPage, hindiLandingPage, insertOrder, minimalLandingPage, spanishLandingPage } from './fixtures';

export type E2eRequest = { id: number; type: 'visits' | 'submissions'; orderId: string };
export type E2eReady = { type: 'ready'; origin: string; full: string; minimal: string; es: string; hi: string };

const t = await createTestApp({ LOG_LEVEL: 'silent' });
await t.app.listen({ port: 0, host: '127.0.0.1' });
const address = t.app.server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const full = (await insertOrder(t.ctx, { landingPage: fullLandingPage() })).orderId;
const minimal = (await insertOrder(t.ctx, { status: 'Completed', landingPage: minimalLandingPage() })).orderId;
// Pages written in Spanish and in Hindi (seo_content.locale): the template speaks their language.
const es = (await insertOrder(t.ctx, { landingPage: spanishLandingPage() })).orderId;
const hi = (await insertOrder(t.ctx, { landingPage: hindiLandingPage() })).orderId;

process.on('message', async (message: E2eRequest) => {
  // Acknowledged page views wait in the inbox for about a second: move them now.
  if (message.type === 'visits') await t.ctx.visitInbox.drain();
  const rows =
    message.type === 'visits'
      ? await t.ctx.db.select().from(visits).where(eq(visits.orderId, message.orderId))
      : await t.ctx.db.select().from(contactSubmissions).where(eq(contactSubmissions.orderId, message.orderId));
  process.send!({ type: 'rows', id: message.id, rows });
});
process.on('disconnect', () => {
  void t.close().finally(() => process.exit(0));
});
process.send!({ type: 'ready', origin, full, minimal, es, hi } satisfies E2eReady);
