import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LandingPage } from '../../src/shared/contracts/landing';
import type { AppContext } from '../../src/server/context';
import { orders, users } from '../../src/server/db/schema';

/** A landing page with every field filled (docs/product.md#data), as the generator stores it. */
export function fullLandingPage(overrides: Partial<LandingPage['seo_content']> = {}): LandingPage {
  return {
    seo_content: {
      business_name: 'Green Pedal Deliveries',
      title: 'Zero-emission city delivery',
      header: 'Parcels across town in under an hour, by cargo bike',
      about_us: {
        paragraph:
          'Green Pedal Deliveries moves parcels, groceries and documents across the city on electric cargo bikes. We are faster than vans in traffic and we leave no exhaust behind.',
        point1: 'Same-hour delivery inside the ring road',
        point2: 'Live tracking from pick-up to doorstep',
        point3: 'Carbon-free, every single trip',
      },
      why_us: {
        point1: {
          heading: 'Faster in traffic',
          description: 'Bikes use cycle lanes and skip the jams.',
          image_url: '',
        },
        point2: { heading: 'Fair pricing', description: 'One flat price per zone, no surge.', image_url: '' },
        point3: { heading: 'Trained riders', description: 'Every rider is insured and trained.', image_url: '' },
        point4: { heading: 'Clean air', description: 'No exhaust, no noise, no idling.', image_url: '' },
      },
      services: {
        service1: {
          heading: 'Same-hour parcels',
          description: 'Pick-up in 15 minutes.',
          font_awesome_icon: 'fa-bicycle',
        },
        service2: {
          heading: 'Grocery runs',
          description: 'Cold bags keep food fresh.',
          font_awesome_icon: 'fa-basket-shopping',
        },
        service3: {
          heading: 'Legal documents',
          description: 'Signed hand-over, photo proof.',
          font_awesome_icon: 'fa-file-signature',
        },
        service4: {
          heading: 'Business accounts',
          description: 'Monthly invoices for shops.',
          font_awesome_icon: 'fa-briefcase',
        },
        service5: {
          heading: 'Scheduled rounds',
          description: 'Daily routes for restaurants.',
          font_awesome_icon: 'fa-calendar-check',
        },
        service6: {
          heading: 'Returns',
          description: 'We collect and return parcels.',
          font_awesome_icon: 'fa-rotate-left',
        },
      },
      main_image_url: '',
      bg_image_url: '',
      theme_colour: '#0f766e',
      heavy_description:
        'Cities are choking on delivery vans. Green Pedal replaces them with electric cargo bikes that carry up to 150 kg.\n\nOur riders know every shortcut, and our dispatch software groups orders so that every trip is full.',
      ...overrides,
    },
    questions: {
      num_questions: 2,
      question_1: 'What do you usually send?',
      question_2: 'How many deliveries a week?',
    } as LandingPage['questions'],
  };
}

/** Minimal content: every text empty, so the page shows the docs/product.md#rules-and-limits defaults. */
export function minimalLandingPage(): LandingPage {
  const card = { heading: '', description: '', image_url: '' };
  const service = { heading: '', description: '', font_awesome_icon: 'fa-cog' };
  return {
    seo_content: {
      business_name: '',
      title: '',
      header: '',
      about_us: { paragraph: '', point1: '', point2: '', point3: '' },
      why_us: { point1: card, point2: card, point3: card, point4: card },
      services: {
        service1: service,
        service2: service,
        service3: service,
        service4: service,
        service5: service,
        service6: service,
      },
      main_image_url: '',
      bg_image_url: '',
      theme_colour: '#000000',
      heavy_description: '',
    },
    questions: { num_questions: 0 } as LandingPage['questions'],
  };
}

/** Insert a founder and one order straight into the tables (tests only). */
export async function insertOrder(
  ctx: AppContext,
  options: { status?: string; landingPage?: LandingPage | null; email?: string; deleted?: boolean } = {},
): Promise<{ orderId: string; userId: string; email: string }> {
  const userId = `u_${randomBytes(8).toString('hex')}`;
  const email = options.email ?? `${userId}@example.com`;
  await ctx.db.insert(users).values({ id: userId, name: 'Founder', email });
  const orderId = randomBytes(8).toString('hex');
  await ctx.db.insert(orders).values({
    id: orderId,
    userId,
    businessIdea: [],
    title: 'Test idea',
    amountMinor: 9900,
    currency: 'USD',
    status: options.status ?? 'Active',
    dueAt: new Date(Date.now() + 7 * 86_400_000),
    landingPage: options.landingPage === undefined ? fullLandingPage() : options.landingPage,
    deletedAt: options.deleted ? new Date() : null,
  });
  return { orderId, userId, email };
}

/** A valid lead sent through `POST /api/contact_form` from one client address (one person: `email`). */
export function sendContactMessage(app: FastifyInstance, orderId: string, ip: string, email = 'priya@example.com') {
  return app.inject({
    method: 'POST',
    url: '/api/contact_form',
    remoteAddress: ip,
    // A browser's user agent and the page script's proof: a lead that counts (docs/analytics.md#qualified-demand).
    headers: {
      'user-agent':
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
    },
    payload: {
      order_id: orderId,
      form_ms: 20_000,
      name: 'Priya Sharma',
      email,
      message: 'Hello there',
      policy: true,
    },
  });
}

/** A valid lead sent through the form without JavaScript (`POST /p/{orderId}/contact`). */
export function sendContactFormPost(app: FastifyInstance, orderId: string, ip: string) {
  return app.inject({
    method: 'POST',
    url: `/p/${orderId}/contact`,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      name: 'Priya Sharma',
      email: 'priya@example.com',
      message: 'Hello there',
      policy: 'on',
    }).toString(),
  });
}
