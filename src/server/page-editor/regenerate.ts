import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { LandingPage } from '../../shared/contracts/landing';
import type { PageSection } from '../../shared/contracts/page-editor';
import type { IdeaAnswers } from '../../shared/orders/answers';
import { writePage } from '../generation/pipeline';
import { BUILTIN, builtinPageWriter, builtinVariations, type PageWriter } from '../generation/writers';

/**
 * Candidate pages for the four answers, best first: the configured writer's (a model writes a new
 * plan; when it fails, the built-in writer does), then each other plan of the built-in writer,
 * starting at a random one. The caller takes the first that changes the section; a writer with
 * nothing different to offer yields nothing new, and nothing is counted.
 */
export async function* writeAgain(
  answers: IdeaAnswers,
  writer: PageWriter,
  log: FastifyBaseLogger,
): AsyncGenerator<LandingPage> {
  const count = builtinVariations(answers);
  const start = randomInt(0, count);
  if (writer.name !== BUILTIN) {
    const first = await writePage(writer, answers, { log, variation: start });
    yield first.page;
    if (first.generator !== BUILTIN) return;
  }
  // Another plan of the same facts: another hero, another proof under it, other card headings.
  for (let i = 0; i < count; i++) yield (await writePage(builtinPageWriter, answers, { variation: start + i })).page;
}

/**
 * The draft with one section (or every text, for "all") taken from `fresh`. Images and the theme
 * colour always stay as they are in the draft: regenerating rewrites words only.
 */
export function mergeSection(draft: LandingPage, fresh: LandingPage, section: PageSection): LandingPage {
  const d = draft.seo_content;
  const f = fresh.seo_content;
  const whyUs = (): LandingPage['seo_content']['why_us'] => {
    const card = (k: keyof typeof d.why_us) => ({
      heading: f.why_us[k].heading,
      description: f.why_us[k].description,
      image_url: d.why_us[k].image_url,
    });
    return { point1: card('point1'), point2: card('point2'), point3: card('point3'), point4: card('point4') };
  };
  switch (section) {
    case 'hero':
      return { ...draft, seo_content: { ...d, title: f.title, header: f.header, subheader: f.subheader } };
    case 'about':
      return { ...draft, seo_content: { ...d, about_us: { ...f.about_us } } };
    case 'why_us':
      return { ...draft, seo_content: { ...d, why_us: whyUs() } };
    case 'services':
      return { ...draft, seo_content: { ...d, services: { ...f.services } } };
    case 'long_description':
      return { ...draft, seo_content: { ...d, heavy_description: f.heavy_description } };
    case 'all':
      return {
        seo_content: {
          ...f,
          why_us: whyUs(),
          main_image_url: d.main_image_url,
          bg_image_url: d.bg_image_url,
          theme_colour: d.theme_colour,
        },
        questions: fresh.questions,
      };
  }
}
