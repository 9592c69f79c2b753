import type { CallToAction } from './ad-limits';

/**
 * The ad's call to action, chosen by what the founder's answers say a visitor would do
 * (docs/ad-campaigns.md#call-to-action), and only one the landing page can honour: the page is a
 * form, so nothing can be booked, bought or ordered there ("Book now", "Shop now" promise what
 * the page does not do). The rules are tried in order on the idea, the solution and the unique
 * feature (lower case); the first that matches wins, else "Learn more". Each names the intent it
 * stands for, so the rule reads as a table.
 */
/** The calls to action a form page can honour. */
export type FormCallToAction = Extract<CallToAction, 'Learn more' | 'Sign up' | 'Get quote' | 'Contact us'>;

const CALL_TO_ACTION_RULES: readonly { intent: string; cta: FormCallToAction; pattern: RegExp }[] = [
  {
    intent: 'a service priced per job: installation, repair, servicing, renovation, made to order, an estimate',
    cta: 'Get quote',
    pattern:
      /\bquotes?\b|\bquotation\b|\bestimates?\b|\binstall\w*|\brepairs?\b|\bservicing\b|\brenovat\w*|\bcontractors?\b|\bcatering\b|\bto (?:order|measure)\b|\bbespoke\b/u,
  },
  {
    intent: 'a subscription, a membership, an app, a platform, classes or a course to join',
    cta: 'Sign up',
    pattern:
      /\bsubscri\w*|\bmembership\b|\bsign[ -]?up\b|\bapps?\b|\bplatform\b|\bwaitlist\b|\bjoin\b|\bregister\b|\benrol\w*|\bclass(?:es)?\b|\bcourses?\b|\blessons?\b|\bworkshops?\b|\bpilot\b|\bclases\b|\bcursos?\b/u,
  },
  {
    intent: 'a booking, an appointment, a visit or an event: the form is how to get in touch',
    cta: 'Contact us',
    pattern: /\bbook\w*|\bappointments?\b|\breserv\w*|\bvisits?\b|\bparties\b|\bparty\b|\bhire an?\b/u,
  },
];

/** The calls to action a form page can honour (docs/ad-campaigns.md#call-to-action). */
export const FORM_CALLS_TO_ACTION: readonly FormCallToAction[] = ['Learn more', 'Sign up', 'Get quote', 'Contact us'];

const DEFAULT_CALL_TO_ACTION: FormCallToAction = 'Learn more';

/** The call to action for an idea: the first rule whose pattern its answers match, else "Learn more". */
export function callToActionFor(answers: { idea: string; solution: string; feature: string }): FormCallToAction {
  const text = [answers.idea, answers.solution, answers.feature].join('. ').toLowerCase();
  return CALL_TO_ACTION_RULES.find((r) => r.pattern.test(text))?.cta ?? DEFAULT_CALL_TO_ACTION;
}

/**
 * The words a call to action shows in the ad's language (Google shows its own label for the chosen
 * call to action in the language of the ad; our drawn ad images say the same). English, and any
 * language without a label here, keep Google's English label.
 */
const CALL_TO_ACTION_LABELS: Readonly<Record<string, Partial<Record<CallToAction, string>>>> = {
  es: { 'Learn more': 'Más información', 'Sign up': 'Regístrate', 'Get quote': 'Pide presupuesto', 'Contact us': 'Contáctanos' },
  hi: { 'Learn more': 'ज़्यादा जानें', 'Sign up': 'साइन अप करें', 'Get quote': 'कोटेशन पाएं', 'Contact us': 'संपर्क करें' },
};

export function callToActionLabel(cta: string, locale: string | undefined): string {
  const language = (locale ?? 'en').toLowerCase().split('-')[0]!;
  return CALL_TO_ACTION_LABELS[language]?.[cta as CallToAction] ?? cta;
}
