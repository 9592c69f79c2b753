import type { ServiceCard } from '../../../shared/contracts/landing';
import type { IdeaAnswers } from '../../../shared/orders/answers';
import { SUGGESTED_LABEL } from '../../../shared/orders/writer';
import { detectIndustry } from './industries';
import { cleanText } from './text';
import { wordsOf } from '../../../shared/text/fit';

export interface SuggestedCard extends ServiceCard {
  suggested: true;
  /** Shown next to the card in the editor: "suggested — not from your answers". */
  label: typeof SUGGESTED_LABEL;
}

/**
 * Cards a business of this kind often shows, for the page editor to offer: the founder adds one
 * by hand if it is true of their idea. The built-in writer never puts these on a page itself.
 */
export function suggestionsFor(answers: IdeaAnswers): SuggestedCard[] {
  const industry = detectIndustry(
    wordsOf(cleanText(answers.idea)),
    wordsOf(`${cleanText(answers.solution)} ${cleanText(answers.feature)}`),
  );
  return industry.suggestions.map((s) => ({
    heading: s.heading,
    description: s.description,
    font_awesome_icon: s.icon,
    suggested: true,
    label: SUGGESTED_LABEL,
  }));
}
