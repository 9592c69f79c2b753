import type { LandingPage } from '../../../shared/contracts/landing';
import type { PagePlan } from '../../../shared/contracts/page-plan';
import type { AdCopy, AdCopyInput } from '../../../shared/campaigns/ad-copy';
import type { IdeaAnswers } from '../../../shared/orders/answers';
import { adOf } from './ad';
import { analyse } from './analyse';
import { pageOfPlan, themeColourOf } from './page';
import { planCount, planOf } from './plan';

/**
 * The built-in writer (the default, and every model's fallback): deterministic, offline, from the
 * four answers only. Content (analyse), then the document plan (planOf), then wording (pageOfPlan
 * for the page, adOf for the ad): docs/content-writer.md "The pipeline".
 */

/** The page plan number `variation` (0: the first; regenerate asks for the next ones). */
export function builtinPlan(answers: IdeaAnswers, variation = 0): PagePlan {
  return planOf(analyse(answers), variation);
}

/** The built-in page as stored slots (image URLs empty: the pipeline draws the images). */
export function builtinPage(answers: IdeaAnswers, variation = 0): LandingPage {
  return pageOfPlan(builtinPlan(answers, variation), themeColourOf(answers.idea, `${answers.solution} ${answers.feature}`));
}

/** How many different pages the built-in writer has for these answers. */
export { planCount as builtinPageCount };

/** The built-in ad from the answers and the page's hero (its plan is made again from the answers when the page has none). */
export function builtinAd(input: AdCopyInput): AdCopy {
  const analysis = analyse(input.answers);
  const plan = planOf(analysis, 0);
  const hero = input.header?.trim() ? { ...plan, hero: input.header.trim() } : plan;
  return adOf(analysis, hero, input.businessName);
}
