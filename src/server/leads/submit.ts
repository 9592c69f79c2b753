import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { contactSubmissions, users } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { findPublishedOrder } from '../landing/published';
import { recordLead } from '../tracking/attribution';
import { recordFormPriceClick } from '../tracking/steps';
import { HONEYPOT_FIELD, type ContactForm, type PriceInterest } from '../../shared/contracts/leads';
import { experimentPriceTags } from '../../shared/contracts/experiments';
import { toLandingView } from '../../landing/content';
import { NEW_LEAD_KIND, leadEmail, priceLeadEmail } from './email';
import { notifySafely } from '../notifications/service';
import { NOTIFICATION_TEXTS } from '../../shared/contracts/notifications';

export type SubmitOutcome = { stored: true; id: string } | { stored: false; reason: 'honeypot' };

/**
 * Store a visitor's contact form submission and email the page's owner (through the outbox and
 * the job queue). Only for published pages; a filled honeypot is dropped without a trace.
 */
export async function submitContactForm(
  ctx: AppContext,
  form: ContactForm,
  client: { ip: string; userAgent?: string | undefined },
): Promise<SubmitOutcome> {
  if (form[HONEYPOT_FIELD]?.trim()) {
    ctx.log.info({ orderId: form.order_id }, 'contact form honeypot filled; submission dropped');
    return { stored: false, reason: 'honeypot' };
  }
  const order = await findPublishedOrder(ctx.db, form.order_id);
  if (!order) throw notFound('This landing page is not published');

  let country = form.country || null;
  let countrySource: 'form' | 'ip' | null = country ? 'form' : null;
  if (!country) {
    const place = await ctx.ipLocations.locate(client.ip).catch((err) => {
      ctx.log.warn({ err }, 'IP location lookup failed');
      return null;
    });
    if (place) {
      country = place.country;
      countrySource = 'ip';
    }
  }
  // The lead is the visitor's "form sent" step (a visitor even without a page view) and keeps their channel.
  const attribution = await recordLead(ctx, order.id, client).catch((err: unknown) => {
    ctx.log.warn({ err }, 'could not record the funnel step or find the channel of a lead');
    return { channel: null, campaign: null, variant: null };
  });
  const answers = [form.question_1 || null, form.question_2 || null, form.question_3 || null];
  // The question texts the visitor saw (the founder may edit them later): index i asked question_{i+1}.
  const view = toLandingView(order.id, order.landingPage);
  const [row] = await ctx.db
    .insert(contactSubmissions)
    .values({
      orderId: order.id,
      name: form.name,
      email: form.email,
      subject: form.subject || null,
      question1: answers[0],
      question2: answers[1],
      question3: answers[2],
      questionTexts: view.questions,
      message: form.message,
      country,
      countrySource,
      channel: attribution.channel,
      campaign: attribution.campaign,
      variant: attribution.variant,
    })
    .returning({ id: contactSubmissions.id });

  const dashboardPath = `/dashboard/overview/${encodeURIComponent(order.id)}`;
  await notifySafely(ctx.db, ctx.log, {
    userId: order.userId,
    kind: 'new_lead',
    ...NOTIFICATION_TEXTS.newLead(view.businessName, form.name),
    link: dashboardPath,
    eventKey: `new_lead:${row!.id}`,
  });
  const [owner] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
  if (owner) {
    const mail = leadEmail({
      view,
      lead: {
        name: form.name,
        email: form.email,
        subject: form.subject || null,
        answers,
        message: form.message,
        country,
      },
      dashboardUrl: `${ctx.config.PUBLIC_URL}${dashboardPath}`,
    });
    await ctx.mailer.send({ to: owner.email, subject: mail.subject, text: mail.text, kind: NEW_LEAD_KIND });
  }
  return { stored: true, id: row!.id };
}

/**
 * An email left in a price test's dialog (docs/analytics.md#price-tests): a lead tagged with the
 * price (a contact submission with the email, no name or message). The price must be one the
 * page's running experiment shows; 404 when the page is not published, 409 when no price test runs.
 * `withoutScript`: the form was posted without JavaScript, so the choice is also recorded as the
 * visitor's price click (recordFormPriceClick).
 */
export async function submitPriceInterest(
  ctx: AppContext,
  form: PriceInterest,
  client: { ip: string; userAgent?: string | undefined },
  options: { withoutScript?: boolean } = {},
): Promise<SubmitOutcome> {
  if (form[HONEYPOT_FIELD]?.trim()) {
    ctx.log.info({ orderId: form.order_id }, 'price dialog honeypot filled; submission dropped');
    return { stored: false, reason: 'honeypot' };
  }
  const order = await findPublishedOrder(ctx.db, form.order_id);
  if (!order) throw notFound('This landing page is not published');
  const tags = experimentPriceTags(order.experiment ?? []);
  if (!tags.includes(form.price)) throw conflict('This price is not offered on the page any more.');
  const place = await ctx.ipLocations.locate(client.ip).catch((err) => {
    ctx.log.warn({ err }, 'IP location lookup failed');
    return null;
  });
  // Before the lead's attribution, which then finds this step (its variant) for a visitor
  // without JavaScript, who sent no page view.
  if (options.withoutScript) {
    await recordFormPriceClick(
      { steps: ctx.steps, salts: ctx.visitorSalts },
      { orderId: order.id, variants: order.experiment ?? [], price: form.price, country: place?.country ?? '' },
      client,
    );
  }
  const attribution = await recordLead(ctx, order.id, client).catch((err: unknown) => {
    ctx.log.warn({ err }, 'could not record the funnel step or find the channel of a lead');
    return { channel: null, campaign: null, variant: null };
  });
  const view = toLandingView(order.id, order.landingPage);
  const [row] = await ctx.db
    .insert(contactSubmissions)
    .values({
      orderId: order.id,
      name: '',
      email: form.email,
      message: '',
      questionTexts: [],
      country: place?.country ?? null,
      countrySource: place ? 'ip' : null,
      channel: attribution.channel,
      campaign: attribution.campaign,
      variant: attribution.variant,
      price: form.price,
    })
    .returning({ id: contactSubmissions.id });
  const dashboardPath = `/dashboard/overview/${encodeURIComponent(order.id)}`;
  await notifySafely(ctx.db, ctx.log, {
    userId: order.userId,
    kind: 'new_lead',
    ...NOTIFICATION_TEXTS.newPriceLead(view.businessName, form.email, form.price),
    link: dashboardPath,
    eventKey: `new_lead:${row!.id}`,
  });
  const [owner] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
  if (owner) {
    const mail = priceLeadEmail({
      businessName: view.businessName,
      email: form.email,
      price: form.price,
      country: place?.country ?? null,
      dashboardUrl: `${ctx.config.PUBLIC_URL}${dashboardPath}`,
    });
    await ctx.mailer.send({ to: owner.email, subject: mail.subject, text: mail.text, kind: NEW_LEAD_KIND });
  }
  return { stored: true, id: row!.id };
}
