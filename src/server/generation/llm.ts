import type { FastifyBaseLogger } from 'fastify';
import { pagePlanSchema, WRITING_BUDGETS as B, type PagePlan, type PagePlanContent } from '../../shared/contracts/page-plan';
import { ideaPairsOf, type IdeaAnswers } from '../../shared/orders/answers';
import { analyse } from './writer/analyse';
import { fill, messagesOf } from './writer/messages';
import { planOf } from './writer/plan';
import { FAITHFUL_RULES, generateStructured, type LlmSettings } from './model-client';
import type { PageWriter } from './writers';

export type { LlmSettings } from './model-client';

/**
 * The page plan, in words: what the built-in writer does (writer/plan.ts) and what the model is
 * asked to do, so that both write one kind of page (docs/content-writer.md "The pipeline").
 * Lengths come from WRITING_BUDGETS, the table the built-in writer and the bounds read too.
 */
const PLAN_RULES = [
  "Each of the founder's sentences appears once on the page; never repeat a sentence or a long phrase in two places.",
  `hero (the H1, at most ${B.hero} characters) says what is offered, and to whom or where: never only the business name or a place.`,
  `subhead (at most ${B.subhead} characters) says what the visitor gets: the founder's first sentence of the solution when it says so, else the strongest proof the founder gave (numbers and guarantees first), or "".`,
  'A sentence describing the problem before the business (crowded gyms, high prices elsewhere) opens about; it heads no card and is never the subhead.',
  `why_us (what makes it different, up to ${B.whyUsCards}) and services (how it works, up to ${B.serviceCards}) are cards: heading is a key phrase of one fact (at most ${B.cardHeadingWords} words, never a pronoun, a preposition or "if"/"while" first, never the first words of its own text); text is the founder's sentence for that fact, whole.`,
  'about holds the founder\'s remaining sentences that head no card (short ones become a list).',
  `questions are the founder's own questions and requests from the fourth answer, each whole (at most ${B.questions}, ${B.question} characters each); none when there is no fourth answer.`,
  'A section with nothing of its own stays empty ([] or ""). No visible scaffolding ("The idea.", "How it works."), and no promise the founder did not make (reply times, guarantees).',
] as const;

const SYSTEM = [
  "You plan and write the copy of a one-page website for a small business that is testing a new idea, from the founder's four answers.",
  FAITHFUL_RULES,
  'The page plan:',
  ...PLAN_RULES.map((rule) => `- ${rule}`),
  'Answer with one JSON object only.',
].join('\n');

function userPrompt(answers: IdeaAnswers, name: string): string {
  const idea = ideaPairsOf(answers)
    .map((p) => `${p.question}\n${p.answer.trim() || '(no answer)'}`)
    .join('\n\n');
  return `Business name (use exactly this): ${name}\n\n${idea}`;
}

/** The model's plan with what the built-in writer knows (name, language, title, button), its questions the founder's when it wrote none. */
function planFromModel(content: PagePlanContent, answers: IdeaAnswers): PagePlan {
  const analysis = analyse(answers);
  const base = planOf(analysis, 0);
  const m = messagesOf(analysis.locale);
  const questions = content.questions.filter((q) => q.trim()).length
    ? content.questions
    : analysis.questions.length
      ? analysis.questions
      : m.questions.map((q) => fill(q, { name: analysis.name }));
  return {
    ...content,
    questions,
    locale: analysis.locale,
    name: analysis.name,
    title: base.title === base.hero ? content.hero.slice(0, B.title) : base.title,
    cta: base.cta,
  };
}

/** A plan with nothing under its heading means the model did not really answer (a refusal, say). */
function looksEmpty(p: PagePlanContent): boolean {
  return !p.subhead.trim() && !p.about.some((a) => a.trim()) && !p.why_us.length && !p.services.length;
}

/**
 * The model as a page writer (through the one model client): it is asked for the page plan's
 * schema, checked with zod; an empty answer counts as a failure (tried once more, then the
 * caller's `withFallback` lets the built-in writer write).
 */
export function llmPageWriter(settings: LlmSettings, log?: FastifyBaseLogger): PageWriter {
  return {
    name: `llm:${settings.model}`,
    async write({ answers }) {
      const name = analyse(answers).name;
      const content = await generateStructured(
        settings,
        {
          name: 'page_plan',
          system: SYSTEM,
          prompt: userPrompt(answers, name),
          schema: pagePlanSchema,
          check: (answer) => {
            if (looksEmpty(answer)) throw new Error('the model answered with empty texts');
          },
        },
        log,
      );
      return planFromModel(content, answers);
    },
  };
}
