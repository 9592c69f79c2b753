import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/errors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { LeadsDeps } from './deps';
import { perIpLimiter } from '../http/rate-limit';
import {
  CONTACT_TEXT,
  contactFormFromFields,
  contactFormResponseSchema,
  contactFormSchema,
  contactFormSchemaWith,
  PRICE_TEXT,
  priceInterestSchema,
  validateContactForm,
} from '../../shared/contracts/leads';
import { pageLocale } from '../../landing/content';
import { landingMessagesOf } from '../../landing/messages';
import { findPublishedOrder } from '../landing/published';
import { renderLandingPage, renderNotFoundPage } from '../landing/render';
import { sendPage } from '../landing/send';
import { CONTACT_BODY_LIMIT, CONTACT_RATE_LIMIT } from './limits';
import { submitContactForm, submitPriceInterest } from './submit';

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/**
 * The landing page contact form (docs/product.md#api-calls POST /api/contact_form, public), and the same form posted
 * without JavaScript to POST /p/{orderId}/contact (answered with a redirect back to the page, or
 * the page with the form's errors). One per-IP limit counts both.
 */
export async function leadsRoutes(app: FastifyInstance, ctx: LeadsDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** Counts this request; answers 429 with Retry-After and a detail when the sender is over the limit. */
  const rateLimit = perIpLimiter(
    app,
    CONTACT_RATE_LIMIT,
    (seconds) => `Too many messages. Try again in ${Math.ceil(seconds / 60)} minutes.`,
  );

  api.post(
    '/api/contact_form',
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      preHandler: rateLimit,
      schema: {
        tags: ['leads'],
        summary: 'Send a message from a landing page contact form (public, rate limited per IP)',
        body: contactFormSchema,
        response: { 201: contactFormResponseSchema, ...errorResponses('rate_limited') },
      },
    },
    async (request, reply) => {
      await submitContactForm(ctx, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] });
      // Suspected spam (a filled honeypot, no browser, …) gets the same answer: nothing tells a bot it was caught.
      return reply.code(201).send({ message: CONTACT_TEXT.sent });
    },
  );

  api.post(
    '/api/price_interest',
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      preHandler: rateLimit,
      schema: {
        tags: ['leads'],
        summary:
          'Leave an email in a price test’s dialog (public, rate limited per IP): a lead tagged with the price; orders are not open',
        body: priceInterestSchema,
        response: { 201: contactFormResponseSchema, ...errorResponses('conflict', 'rate_limited') },
      },
    },
    async (request, reply) => {
      await submitPriceInterest(ctx, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] });
      return reply.code(201).send({ message: PRICE_TEXT.sent });
    },
  );

  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser(FORM_CONTENT_TYPE)) {
      scope.addContentTypeParser(
        FORM_CONTENT_TYPE,
        { parseAs: 'string', bodyLimit: CONTACT_BODY_LIMIT },
        (_req, body, done) => {
          const fields: Record<string, string> = {};
          for (const [key, value] of new URLSearchParams(body as string)) fields[key] = value;
          done(null, fields);
        },
      );
    }

    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/p/:orderId/contact',
        { schema: { hide: true, params: z.object({ orderId: z.string() }) } },
        async (request, reply) => {
          const { orderId } = request.params;
          const back = (result: 'sent' | 'failed') => backToPage(reply, orderId, `contact=${result}#contact-form`);
          const { assets } = ctx.landing;
          const order = await findPublishedOrder(ctx.db, orderId);
          if (!order) return sendPage(request, reply, renderNotFoundPage(assets), { status: 404 });

          const fields = formFields(request.body, orderId);
          // The page shows the form's messages in its own language (the JSON API answers in English).
          const errorText = landingMessagesOf(pageLocale(order.landingPage)).form.errors;
          const validation = validateContactForm(contactFormFromFields(fields), contactFormSchemaWith(errorText));
          if (!validation.ok) {
            const page = renderLandingPage({
              orderId: order.id,
              landingPage: order.landingPage,
              assets,
              publicUrl: ctx.config.PUBLIC_URL,
              contact: { status: 'invalid', values: fields, errors: validation.errors as Record<string, string> },
            });
            return sendPage(request, reply, page, { status: 400 });
          }
          try {
            await rateLimit(request, reply);
            await submitContactForm(ctx, validation.data, {
              ip: request.ip,
              userAgent: request.headers['user-agent'],
              via: 'form',
            });
          } catch (err) {
            request.log.warn({ err }, 'contact form (no JavaScript) not sent');
            return back('failed');
          }
          return back('sent');
        },
      );

    // The price dialog's email form without JavaScript: a redirect back to the pricing section,
    // which then says whether the email was kept.
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/p/:orderId/notify',
        { schema: { hide: true, params: z.object({ orderId: z.string() }) } },
        async (request, reply) => {
          const { orderId } = request.params;
          const back = (result: 'sent' | 'failed') => backToPage(reply, orderId, `interest=${result}#pricing`);
          const parsed = priceInterestSchema.safeParse(formFields(request.body, orderId, { dropEmpty: true }));
          if (!parsed.success) return back('failed');
          try {
            await rateLimit(request, reply);
            // The choice counts as the visitor's price click too (no beacon sent one).
            await submitPriceInterest(
              ctx,
              parsed.data,
              { ip: request.ip, userAgent: request.headers['user-agent'] },
              { withoutScript: true },
            );
          } catch (err) {
            request.log.warn({ err }, 'price dialog (no JavaScript) not sent');
            return back('failed');
          }
          return back('sent');
        },
      );
  });
}

/** A no-JavaScript form's string fields with the page's order id (empty ones left out if asked). */
function formFields(body: unknown, orderId: string, options: { dropEmpty?: boolean } = {}): Record<string, string> {
  const raw = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string' && !(options.dropEmpty && value === '')) fields[key] = value;
  }
  fields.order_id = orderId;
  return fields;
}

/** Back to the page after a no-JavaScript form (303, never cached): `/p/{id}?{rest}`. */
function backToPage(reply: FastifyReply, orderId: string, rest: string) {
  return reply.header('cache-control', 'no-store').redirect(`/p/${encodeURIComponent(orderId)}?${rest}`, 303);
}
