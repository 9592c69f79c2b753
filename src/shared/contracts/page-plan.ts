import { z } from 'zod';
import { AD_LIMITS } from '../campaigns/ad-limits';
import { LANDING_LIMITS } from './landing';

/**
 * Every length the writers work to, in one table (docs/content-writer.md "Budgets"): the page's
 * and the ad's. The built-in writer, the model's prompt and the bounds applied to a model's answer
 * all read it.
 */
export const WRITING_BUDGETS = {
  /** The hero heading: what is offered, and to whom or where. */
  hero: 70,
  /** The line under the hero: what the visitor gets, else the strongest proof. */
  subhead: 220,
  /** A card heading: a key phrase of its fact. */
  cardHeadingWords: 6,
  cardHeading: 48,
  /** A card's text: the founder's clause whole. */
  cardText: LANDING_LIMITS.description,
  aboutParagraph: LANDING_LIMITS.paragraph,
  /** The browser tab and search result title. */
  title: 60,
  whyUsCards: 4,
  serviceCards: 6,
  questions: LANDING_LIMITS.maxQuestions,
  question: LANDING_LIMITS.question,
  ad: {
    headline: AD_LIMITS.headlines.maxLength,
    shortHeadline: AD_LIMITS.headlines.shortMaxLength,
    headlines: { min: 10, max: AD_LIMITS.headlines.max },
    /** At most this many headlines that could belong to any business. */
    genericHeadlines: 2,
    longHeadline: AD_LIMITS.longHeadlines.maxLength,
    longHeadlines: { min: 3, max: AD_LIMITS.longHeadlines.max },
    description: AD_LIMITS.descriptions.maxLength,
    shortDescription: AD_LIMITS.descriptions.shortMaxLength,
    descriptions: { min: AD_LIMITS.descriptions.min, max: AD_LIMITS.descriptions.max },
  },
} as const;

const planCardSchema = z.object({ heading: z.string(), text: z.string() });
export type PlanCard = z.infer<typeof planCardSchema>;

/**
 * The page as one document (step two of the writer: the document plan), written by the built-in
 * writer or asked of a model; one adapter (`pageOfPlan`) turns it into the stored slots.
 */
export const pagePlanSchema = z.object({
  /** The H1: what is offered, and to whom or where. */
  hero: z.string(),
  /** Under the H1: what the visitor gets, else the strongest proof ('' for none). */
  subhead: z.string(),
  /** About: the founder's sentences that head no card. */
  about: z.array(z.string()),
  /** What makes it different: one card per fact. */
  why_us: z.array(planCardSchema).max(WRITING_BUDGETS.whyUsCards),
  /** How it works: one card per fact. */
  services: z.array(planCardSchema).max(WRITING_BUDGETS.serviceCards),
  /** The contact form's questions: the founder's, whole. */
  questions: z.array(z.string()).max(WRITING_BUDGETS.questions),
});
export type PagePlanContent = z.infer<typeof pagePlanSchema>;

/** A plan with what the writer knows besides the texts. */
export interface PagePlan extends PagePlanContent {
  /** BCP 47 language of every text on the page. */
  locale: string;
  /** The founder's business name. */
  name: string;
  /** The page title (≤ WRITING_BUDGETS.title): what is offered, the name once. */
  title: string;
  /** The hero button. */
  cta: string;
  /** How many of About's first sentences are prose, never points of its checklist (the problem the founder describes: "Car doesn't start." is no check). */
  aboutProse?: number;
}
