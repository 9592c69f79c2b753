import type { CallToAction } from './ad-limits';

/**
 * The ad's call to action, chosen by what the founder's answers say a visitor would do
 * (docs/ad-campaigns.md#call-to-action). The rules are tried in order on the idea, the solution
 * and the unique feature (lower case); the first that matches wins, else "Learn more".
 * Each names the intent it stands for, so the rule reads as a table.
 */
export const CALL_TO_ACTION_RULES: readonly { intent: string; cta: CallToAction; pattern: RegExp }[] = [
  {
    intent: 'a subscription, or something delivered again and again',
    cta: 'Subscribe',
    pattern:
      /\bsubscri\w*|\bmembership\b|\bmonthly (?:fee|plan|box)\b|\b(?:deliver\w*|refills?|tiffins?|boxes?)\b[^.]*\b(?:every|each|daily|weekly|fortnightly|monthly|twice a (?:day|week))\b|\b(?:every|each) (?:morning|evening|day|week|weekday|fortnight|month)\b[^.]*\bdeliver\w*/u,
  },
  {
    intent: 'a booking, an appointment, a visit, a trip or an event',
    cta: 'Book now',
    pattern:
      /\bbook\w*|\bappointments?\b|\breserv\w*|\bvisits?\b|\btreks?\b|\btours?\b|\btrips?\b|\bparties\b|\bparty\b|\brental\b|\brent an?\b|\bhire an?\b/u,
  },
  {
    intent: 'a service priced per job: installation, repair, renovation, an estimate',
    cta: 'Get quote',
    pattern:
      /\bquotes?\b|\bquotation\b|\bestimates?\b|\binstall\w*|\brepairs?\b|\brenovat\w*|\bcontractors?\b|\bcatering\b/u,
  },
  {
    intent: 'a product to buy or order online',
    cta: 'Shop now',
    pattern: /\bbuy\b|\bshop\w*|\bstore\b|\bpurchase\w*|\border(?:ed)? online\b|\bshipp?(?:ed|ing)?\b|\bsells?\b/u,
  },
  {
    intent: 'an app, a platform, classes or a course to join',
    cta: 'Sign up',
    pattern:
      /\bsign[ -]?up\b|\bapps?\b|\bplatform\b|\bwaitlist\b|\bjoin\b|\bregister\b|\benrol\w*|\bclass(?:es)?\b|\bcourses?\b|\blessons?\b|\bsessions?\b|\bworkshops?\b|\bclases\b|\bcursos?\b/u,
  },
];

export const DEFAULT_CALL_TO_ACTION: CallToAction = 'Learn more';

/** The call to action for an idea: the first rule whose pattern its answers match, else "Learn more". */
export function callToActionFor(answers: { idea: string; solution: string; feature: string }): CallToAction {
  const text = [answers.idea, answers.solution, answers.feature].join('. ').toLowerCase();
  return CALL_TO_ACTION_RULES.find((r) => r.pattern.test(text))?.cta ?? DEFAULT_CALL_TO_ACTION;
}
