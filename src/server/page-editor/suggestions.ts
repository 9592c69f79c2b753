import type { PageSuggestion } from '../../shared/contracts/page-editor';
import type { IdeaAnswers } from '../../shared/orders/answers';
import { suggestionsFor } from '../generation/builtin/suggestions';

/**
 * Stock service cards typical of the order's kind of business, each labelled "suggested — not
 * from your answers", that the editor offers for the founder to add by hand. They are never
 * put on a page by the writer itself.
 */
export function cardSuggestions(answers: IdeaAnswers): PageSuggestion[] {
  return suggestionsFor(answers).map(({ heading, description, font_awesome_icon, label }) => ({
    heading,
    description,
    font_awesome_icon,
    label,
  }));
}
