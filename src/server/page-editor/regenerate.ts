import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { LandingPage } from '../../shared/contracts/landing';
import type { PageSection } from '../../shared/contracts/page-editor';
import { arrangementCount, generateBuiltin } from '../generation/builtin/builtin';
import { generateWithLlm, type LlmSettings } from '../generation/llm';

/**
 * Candidate texts for the four answers, best first: the configured model's page, else (or when
 * it fails) each arrangement of the built-in writer, starting at a random one. The caller takes
 * the first that changes the section; a writer with nothing different to offer yields nothing new.
 */
export async function* writeAgain(
  answers: readonly string[],
  llm: LlmSettings | null,
  log: FastifyBaseLogger,
): AsyncGenerator<LandingPage> {
  if (llm) {
    try {
      yield await generateWithLlm(llm, answers, log);
      return;
    } catch (err) {
      log.warn({ err: String(err) }, 'model provider failed while regenerating; using the built-in generator');
    }
  }
  // Another arrangement of the same facts: another hero, another order of the points.
  const count = arrangementCount(answers);
  const start = randomInt(0, count);
  for (let i = 0; i < count; i++) yield generateBuiltin(answers, start + i);
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
