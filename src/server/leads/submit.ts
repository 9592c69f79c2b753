import { and, eq, isNull, or } from 'drizzle-orm';
import type { LeadsDeps } from './deps';
import { profiles, users } from '../db/schema';
import { storeLead } from './store';
import { spamReasons } from './quality';
import { conflict, notFound } from '../http/errors';
import { findPublishedOrder } from '../landing/published';
import { HONEYPOT_FIELD, type ContactForm, type PriceInterest } from '../../shared/contracts/leads';
import { experimentPriceTags } from '../../shared/contracts/experiments';
import { toLandingView } from '../../landing/content';
import { NEW_LEAD_KIND, leadEmail, priceLeadEmail } from './email';
import { notifySafely } from '../notifications/service';
import { NOTIFICATION_TEXTS } from '../../shared/contracts/notifications';

/**
 * The owner's address for a new-lead email, or nothing when they turned lead alerts off in their
 * settings (a profile not made yet keeps the default: on).
 */
function leadAlertRecipient(ctx: LeadsDeps, userId: string): Promise<{ email: string }[]> {
  return ctx.db
    .select({ email: users.email })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, userId), or(isNull(profiles.userId), eq(profiles.emailLeadAlerts, true))));
}

export interface SubmitOutcome {
  id: string;
  /** 1 for a new lead; more when this send updated the person's lead. */
  timesSent: number;
}

/**
 * Store a visitor's contact form submission and email the page's owner (through the outbox and
 * the job queue). Only for published pages. A send that matches a spam rule (quality.ts: a filled
 * honeypot, no browser, no script proof, …) is kept as suspected spam and emails nobody. One lead
 * per person: a later send of the same person updates their lead (storeLead) and emails nobody.
 */
export async function submitContactForm(
  ctx: LeadsDeps,
  form: ContactForm,
  client: { ip: string; userAgent?: string | undefined; via?: 'api' | 'form' },
): Promise<SubmitOutcome> {
  const order = await findPublishedOrder(ctx.db, form.order_id);
  if (!order) throw notFound('This landing page is not published');
  const reasons = spamReasons({
    userAgent: client.userAgent,
    via: client.via ?? 'api',
    formMs: form.form_ms,
    honeypot: form[HONEYPOT_FIELD],
    email: form.email,
    texts: [form.message, form.subject, form.question_1, form.question_2, form.question_3],
  });
  if (reasons.length) ctx.log.info({ orderId: order.id, reasons }, 'contact form lead suspected spam');

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
  const attribution = await ctx.funnel.recordLead(order.id, client, form).catch((err: unknown) => {
    ctx.log.warn({ err }, 'could not record the funnel step or find the channel of a lead');
    return { channel: null, campaign: null, variant: null, visitorHash: null };
  });
  // The visitor's answers to the founder's questions (not the founder's own four answers).
  const visitorAnswers = [form.question_1 || null, form.question_2 || null, form.question_3 || null];
  // The question texts the visitor saw (the founder may edit them later): index i asked question_{i+1}.
  const view = toLandingView(order.id, order.landingPage);
  const row = await storeLead(ctx.db, {
    orderId: order.id,
    visitorHash: attribution.visitorHash,
    name: form.name,
    email: form.email,
    subject: form.subject || null,
    question1: visitorAnswers[0],
    question2: visitorAnswers[1],
    question3: visitorAnswers[2],
    questionTexts: view.questions,
    message: form.message,
    country,
    countrySource,
    channel: attribution.channel,
    campaign: attribution.campaign,
    variant: attribution.variant,
    price: null,
    spamReasons: reasons,
  });
  // Suspected spam is kept and listed, but nobody is told of it (docs/analytics.md#qualified-demand).
  if (!row.ok) return { id: row.id, timesSent: row.timesSent };

  const dashboardPath = `/dashboard/overview/${encodeURIComponent(order.id)}`;
  await notifySafely(ctx.db, ctx.log, {
    userId: order.userId,
    kind: 'new_lead',
    ...NOTIFICATION_TEXTS.newLead(view.businessName, form.name),
    link: dashboardPath,
    eventKey: `new_lead:${row.id}`,
  });
  // A later send of the same person updates their lead (docs/analytics.md#leads): the founder was
  // told of the lead once (the notification's event key is the lead's) and sees "sent N times".
  const [owner] = row.timesSent === 1 ? await leadAlertRecipient(ctx, order.userId) : [];
  if (owner) {
    const mail = leadEmail({
      view,
      lead: {
        name: form.name,
        email: form.email,
        subject: form.subject || null,
        answers: visitorAnswers,
        message: form.message,
        country,
      },
      dashboardUrl: `${ctx.config.PUBLIC_URL}${dashboardPath}`,
    });
    await ctx.mailer.send({ to: owner.email, subject: mail.subject, text: mail.text, kind: NEW_LEAD_KIND });
  }
  return { id: row.id, timesSent: row.timesSent };
}

/**
 * An email left in a price test's dialog (docs/analytics.md#price-tests): a lead tagged with the
 * price (a contact submission with the email, no name or message). The price must be one the
 * page's running experiment shows; 404 when the page is not published, 409 when no price test runs.
 * `withoutScript`: the form was posted without JavaScript, so the choice is also recorded as the
 * visitor's price click (recordFormPriceClick).
 */
export async function submitPriceInterest(
  ctx: LeadsDeps,
  form: PriceInterest,
  client: { ip: string; userAgent?: string | undefined },
  options: { withoutScript?: boolean } = {},
): Promise<SubmitOutcome> {
  const order = await findPublishedOrder(ctx.db, form.order_id);
  if (!order) throw notFound('This landing page is not published');
  const reasons = spamReasons({
    userAgent: client.userAgent,
    via: options.withoutScript ? 'form' : 'api',
    formMs: form.form_ms,
    honeypot: form[HONEYPOT_FIELD],
    email: form.email,
    texts: [],
  });
  const tags = experimentPriceTags(order.experiment ?? []);
  if (!tags.includes(form.price)) throw conflict('This price is not offered on the page any more.');
  const place = await ctx.ipLocations.locate(client.ip).catch((err) => {
    ctx.log.warn({ err }, 'IP location lookup failed');
    return null;
  });
  // Before the lead's attribution, which then finds this step (its variant) for a visitor
  // without JavaScript, who sent no page view.
  if (options.withoutScript) {
    await ctx.funnel.recordPriceClick(
      { orderId: order.id, variants: order.experiment ?? [], price: form.price, country: place?.country ?? '' },
      client,
    );
  }
  const attribution = await ctx.funnel.recordLead(order.id, client, form).catch((err: unknown) => {
    ctx.log.warn({ err }, 'could not record the funnel step or find the channel of a lead');
    return { channel: null, campaign: null, variant: null, visitorHash: null };
  });
  const view = toLandingView(order.id, order.landingPage);
  const row = await storeLead(ctx.db, {
    orderId: order.id,
    visitorHash: attribution.visitorHash,
    name: '',
    subject: null,
    question1: null,
    question2: null,
    question3: null,
    email: form.email,
    message: '',
    questionTexts: [],
    country: place?.country ?? null,
    countrySource: place ? 'ip' : null,
    channel: attribution.channel,
    campaign: attribution.campaign,
    variant: attribution.variant,
    price: form.price,
    spamReasons: reasons,
  });
  if (!row.ok) return { id: row.id, timesSent: row.timesSent };
  const dashboardPath = `/dashboard/overview/${encodeURIComponent(order.id)}`;
  await notifySafely(ctx.db, ctx.log, {
    userId: order.userId,
    kind: 'new_lead',
    ...NOTIFICATION_TEXTS.newPriceLead(view.businessName, form.email, form.price),
    link: dashboardPath,
    eventKey: `new_lead:${row.id}`,
  });
  // A later send of the same person updates their lead (docs/analytics.md#leads): the founder was
  // told of the lead once (the notification's event key is the lead's) and sees "sent N times".
  const [owner] = row.timesSent === 1 ? await leadAlertRecipient(ctx, order.userId) : [];
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
  return { id: row.id, timesSent: row.timesSent };
}
