import { z } from 'zod';

/**
 * docs/product.md#data landing page content: what the generation pipeline stores on a paid order and what
 * the landing page renderer (/p/{orderId}) shows. Every text is plain text (never HTML): the
 * renderer escapes it. Image URLs point at the server's own /media/… (or are empty).
 */

/** Lengths the generator keeps to (and a model's answer is checked against). */
export const LANDING_LIMITS = {
  businessName: 80,
  title: 120,
  header: 160,
  subheader: 300,
  paragraph: 1200,
  point: 300,
  heading: 80,
  description: 400,
  heavyDescription: 4000,
  question: 200,
  maxQuestions: 3,
  /** The hero's call-to-action button ("Get Started" when empty). */
  ctaText: 40,
} as const;

/** docs/product.md#rules-and-limits defaults for missing content. */
export const LANDING_DEFAULTS = {
  business_name: 'Untitled Business',
  title: 'Welcome',
  header: 'Your Journey Starts Here',
  font_awesome_icon: 'fa-cog',
  theme_colour: '#000000',
  cta_text: 'Get Started',
} as const;

const text = (max: number) => z.string().max(max);

/** A Font Awesome class such as "fa-truck" (the renderer maps it to an inline SVG icon). */
const fontAwesomeIconSchema = z.string().regex(/^fa-[a-z0-9-]{1,40}$/, 'a Font Awesome icon class like fa-cog');

const themeColourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1a2b3c');

export const whyUsCardSchema = z.object({
  heading: text(LANDING_LIMITS.heading),
  description: text(LANDING_LIMITS.description),
  image_url: z.string().max(500),
});
export type WhyUsCard = z.infer<typeof whyUsCardSchema>;

export const serviceCardSchema = z.object({
  heading: text(LANDING_LIMITS.heading),
  description: text(LANDING_LIMITS.description),
  font_awesome_icon: fontAwesomeIconSchema,
});
export type ServiceCard = z.infer<typeof serviceCardSchema>;

export const seoContentSchema = z.object({
  business_name: text(LANDING_LIMITS.businessName),
  title: text(LANDING_LIMITS.title),
  header: text(LANDING_LIMITS.header),
  /**
   * The line under the hero's heading (what makes the idea different). Absent on pages written
   * before it existed: the hero then shows the About paragraph's first sentence, as it did.
   */
  subheader: text(LANDING_LIMITS.subheader).optional(),
  about_us: z.object({
    paragraph: text(LANDING_LIMITS.paragraph),
    point1: text(LANDING_LIMITS.point),
    point2: text(LANDING_LIMITS.point),
    point3: text(LANDING_LIMITS.point),
  }),
  why_us: z.object({
    point1: whyUsCardSchema,
    point2: whyUsCardSchema,
    point3: whyUsCardSchema,
    point4: whyUsCardSchema,
  }),
  services: z.object({
    service1: serviceCardSchema,
    service2: serviceCardSchema,
    service3: serviceCardSchema,
    service4: serviceCardSchema,
    service5: serviceCardSchema,
    service6: serviceCardSchema,
  }),
  main_image_url: z.string().max(500),
  bg_image_url: z.string().max(500),
  theme_colour: themeColourSchema,
  heavy_description: text(LANDING_LIMITS.heavyDescription),
  /** The hero's call-to-action text; absent or empty: "Get Started" (set when an experiment's variant is published). */
  cta_text: text(LANDING_LIMITS.ctaText).optional(),
  /** The language every text of the page is written in (BCP 47, "en", "es", "hi"); absent on older pages: English. */
  locale: z
    .string()
    .regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/u)
    .optional(),
});
export type SeoContent = z.infer<typeof seoContentSchema>;

/**
 * Extra questions of the landing page contact form: `num_questions` and `question_1`…`question_N`
 * (placeholder texts of the optional inputs), N ≤ LANDING_LIMITS.maxQuestions.
 */
const questionsSchema = z
  .object({ num_questions: z.number().int().min(0).max(LANDING_LIMITS.maxQuestions) })
  .catchall(z.union([z.string().max(LANDING_LIMITS.question), z.number()]))
  .superRefine((q, ctx) => {
    for (let i = 1; i <= q.num_questions; i++) {
      if (typeof q[`question_${i}`] !== 'string') {
        ctx.addIssue({ code: 'custom', message: `question_${i} is missing`, path: [`question_${i}`] });
      }
    }
  });
export type LandingQuestions = { num_questions: number } & Record<`question_${number}`, string>;

/** The landing page of an order: `landing_page` on the order, and the body of POST /api/landing_page. */
export const landingPageSchema = z.object({
  seo_content: seoContentSchema,
  questions: questionsSchema,
});
export type LandingPage = { seo_content: SeoContent; questions: LandingQuestions };

/** The question texts of a landing page, in order (question_1 … question_N). */
export function questionList(questions: { num_questions: number } & Record<string, unknown>): string[] {
  const out: string[] = [];
  for (let i = 1; i <= questions.num_questions; i++) {
    const q = questions[`question_${i}`];
    if (typeof q === 'string') out.push(q);
  }
  return out;
}

/** The URL of an order's public landing page (docs/architecture.md#landing-pages; the spec's #/{id} redirects there). */
export function landingPath(orderId: string): string {
  return `/p/${encodeURIComponent(orderId)}`;
}
