// The writer's three steps one at a time (docs/content-writer.md "The pipeline"): what the analysis
// finds in the answers, what the plan does with it, and the bounds every page goes through.
import { describe, expect, it } from 'vitest';
import { analyse, clausesIn, sentencesIn } from '../../../src/server/generation/writer/analyse';
import { builtinPage, builtinPlan } from '../../../src/server/generation/writer/builtin';
import { detectLocale } from '../../../src/server/generation/writer/locale';
import { allMessages } from '../../../src/server/generation/writer/messages';
import { boundContent } from '../../../src/server/generation/writer/page';
import { planCount } from '../../../src/server/generation/writer/plan';
import { builtinAd } from '../../../src/server/generation/writer/builtin';
import { ideaAnswersOf } from '../../../src/shared/orders/answers';
import { WRITING_BUDGETS } from '../../../src/shared/contracts/page-plan';
import { wordsOf } from '../../../src/shared/text/fit';
import { IDEAS } from './ideas';

const phrasesOf = (clause: string) =>
  analyse(ideaAnswersOf(['Test idea', clause, '', ''])).facts.find((f) => f.source === 'solution')?.phrases.map((p) => p.text) ?? [];

describe('step one: the analysis', () => {
  it('finds sentences in any script (Intl.Segmenter): "।" and "?" end one', () => {
    expect(sentencesIn('गाँव से सीधे दूध। हर सुबह घर तक।', 'hi')).toEqual(['गाँव से सीधे दूध।', 'हर सुबह घर तक।']);
    expect(sentencesIn('¿Has tocado antes? Clases de una hora.', 'es')).toHaveLength(2);
  });

  it('splits clauses where a new one begins, never at a list or before a clause that leans on another', () => {
    expect(clausesIn('We set up decorations, run two hours of games and clean up afterwards.', 'en')).toEqual([
      'We set up decorations.',
      'We run two hours of games.',
      'We clean up afterwards.',
    ]);
    expect(clausesIn('Book a technician online, they arrive within four hours.', 'en')).toEqual([
      'Book a technician online.',
      'They arrive within four hours.',
    ]);
    // A list stays whole; "if …, …" stays with its main clause; "… of it" keeps what "it" points at.
    expect(clausesIn('We cover mehendi, sangeet and the wedding day.', 'en')).toHaveLength(1);
    expect(clausesIn('If they do not confirm, you get an SMS.', 'en')).toHaveLength(1);
    expect(clausesIn('Every walk is GPS-tracked and you get a photo at the end of it.', 'en')).toHaveLength(1);
    // Short phrases listed with commas are facts of their own.
    expect(clausesIn('Rent a laptop by the month, free doorstep pickup, repairs included', 'en')).toEqual([
      'Rent a laptop by the month.',
      'Free doorstep pickup.',
      'Repairs included.',
    ]);
  });

  it('key phrases end on their head word, open on no pronoun or preposition, and are never the clause’s first words', () => {
    expect(phrasesOf('Your album arrives in 30 days or you get 20% back.')[0]).toBe('Album in 30 days or 20% back');
    expect(phrasesOf('Spraying uses up to 90% less water than a tractor sprayer.')[0]).toBe('Up to 90% less water');
    expect(phrasesOf('We install panels on your society terrace.')[0]).toBe('Panels on your society terrace');
    expect(phrasesOf('We walk your dog twice a day while you are at work.')[0]).toBe('Dog walked twice a day');
    for (const { answers } of IDEAS) {
      for (const f of analyse(ideaAnswersOf(answers)).facts) {
        for (const p of f.phrases) {
          const words = wordsOf(p.text);
          expect(words.length).toBeLessThanOrEqual(WRITING_BUDGETS.cardHeadingWords + 2);
          expect(['we', 'you', 'it', 'they', 'if', 'while', 'for', 'with', 'and']).not.toContain(words[0]);
          expect(words.every((w, i) => wordsOf(f.text)[i] === w)).toBe(false);
        }
      }
    }
  });

  it('never keeps a phrase its clause negates (found by a blind read: "Hourly Billing" from "no hourly billing")', () => {
    const all = [
      ...phrasesOf('We charge a fixed monthly fee, no hourly billing, and a named accountant.'),
      ...phrasesOf('Sellers pay no commission on the first five sales.'),
      ...phrasesOf('You never buy an outdated edition.'),
    ].map((p) => p.toLowerCase());
    expect(all).not.toContain('hourly billing');
    expect(all.some((p) => p.startsWith('commission'))).toBe(false);
    expect(all.some((p) => p.includes('outdated edition') && !p.includes('never'))).toBe(false);
  });

  it('tells the language by script or by franc, and says what, where and for whom', () => {
    expect(detectLocale('गाँव से सीधे ताज़ा दूध आपके घर तक')).toBe('hi');
    expect(detectLocale('Clases de guitarra para adultos en Madrid, los martes y jueves por la tarde')).toBe('es');
    expect(detectLocale('Dog walkers')).toBe('en');
    const a = analyse(ideaAnswersOf(['InvoiceNudge for CA firms', 'InvoiceNudge sends polite, escalating reminder emails to your clients.', '', '']));
    expect(a.offer).toBe('');
    expect(a.solutionOffer).toBe('Polite, escalating reminder emails');
    const c = analyse(ideaAnswersOf(['A coworking space with a creche in Hyderabad', 'Parents work at a desk.', '', '']));
    expect(c.place).toBe('Hyderabad');
    expect(c.audience).toBe('Parents');
  });
});

describe('step two: the plan', () => {
  it('the hero says what is offered, the subhead the strongest proof, every other fact once as a card or in About', () => {
    const plan = builtinPlan(
      ideaAnswersOf([
        'Wedding photography that delivers fast',
        'We shoot your wedding with two photographers and deliver an edited album. We cover mehendi, sangeet and the wedding day.',
        'Your album arrives in 30 days or you get 20% back.',
        'What is your wedding date and city? Would you pay extra for a drone?',
      ]),
    );
    expect(plan.hero).toBe('Wedding photography that delivers fast');
    expect(plan.subhead).toBe('Your album arrives in 30 days or you get 20% back.');
    expect([...plan.why_us, ...plan.services].map((c) => c.text)).toEqual([
      'We shoot your wedding with two photographers.',
      'We deliver an edited album.',
      'We cover mehendi, sangeet and the wedding day.',
    ]);
    // The founder's questions, whole and in order.
    expect(plan.questions).toEqual(['What is your wedding date and city?', 'Would you pay extra for a drone?']);
  });

  it('an idea that is only a name takes its hero from what the solution offers', () => {
    const plan = builtinPlan(
      ideaAnswersOf(['StudyNest for students', 'Quiet study rooms near college campuses in Delhi, open from 7am to midnight.', '', '']),
    );
    expect(plan.hero).toBe('Quiet study rooms near college campuses in Delhi for students');
  });

  it('regenerate has a finite set of plans, each another hero, proof or heading, never the same page reordered', () => {
    for (const { industry, answers } of IDEAS) {
      const ideas = ideaAnswersOf(answers);
      const n = planCount(ideas);
      expect(n, industry).toBeGreaterThanOrEqual(1);
      const pages = Array.from({ length: n }, (_, i) => JSON.stringify(builtinPlan(ideas, i)));
      expect(new Set(pages).size, industry).toBe(n);
      // Another order of the same cards is not another plan.
      const sorted = (i: number) => {
        const p = builtinPlan(ideas, i);
        return JSON.stringify({ ...p, why_us: [...p.why_us].sort((x, y) => x.text.localeCompare(y.text)), services: [...p.services].sort((x, y) => x.text.localeCompare(y.text)) });
      };
      expect(new Set(Array.from({ length: n }, (_, i) => sorted(i))).size, industry).toBe(n);
    }
  });
});

describe('one language per page', () => {
  it('a Spanish idea gets Spanish framing only: no English catalogue line on its page or in its ad', () => {
    const answers = ideaAnswersOf([
      'Clases de guitarra para adultos en Madrid',
      'Clases de una hora los martes y jueves por la tarde, en grupos de cuatro.',
      'Aprendes canciones que te gustan desde la primera clase.',
      '',
    ]);
    const page = builtinPage(answers);
    const ad = builtinAd({ businessName: page.seo_content.business_name, answers, header: page.seo_content.header });
    expect(page.seo_content.locale).toBe('es');
    const english = allMessages().find((m) => m.locale === 'en')!.messages;
    const texts = JSON.stringify({ page, ad });
    for (const line of Object.values(english).flat()) expect(texts).not.toContain(line.replace('{name}', ''));
    expect(texts).toContain('¿Cuánto esperarías pagar por ello?');
  });

  it('a Hindi idea keeps its name from its first word and its sentences split at "।"', () => {
    const plan = builtinPlan(
      ideaAnswersOf(['गाँव से सीधे ताज़ा दूध', 'हम हर सुबह गाँव से ताज़ा दूध आपके घर तक पहुँचाते हैं। दूध में कोई मिलावट नहीं होती।', 'आप ऐप में हर दिन की मात्रा बदल सकते हैं।', '']),
    );
    expect(plan.locale).toBe('hi');
    expect(plan.name.startsWith('गाँव')).toBe(true);
    expect([plan.subhead, ...plan.about, ...plan.services.map((c) => c.text), ...plan.why_us.map((c) => c.text)].filter(Boolean).length).toBe(3);
  });
});

describe('each sentence once, whoever wrote the page (a model too)', () => {
  it('drops a sentence of six or more words said above, and empties a card left without a text', () => {
    const page = builtinPage(ideaAnswersOf(IDEAS[0]!.answers)).seo_content;
    const repeat = 'Walkers are from your own neighbourhood and you can book in the app.';
    const seo = boundContent({
      ...page,
      header: 'Dog walkers for busy professionals',
      subheader: repeat,
      about_us: {
        paragraph: `${repeat} Every walk ends with a photo.`,
        point1: repeat,
        point2: 'Short one.',
        point3: '',
      },
      why_us: { ...page.why_us, point1: { heading: 'Neighbours', description: repeat, image_url: '' } },
      heavy_description: `${repeat}\n\nA second paragraph that says something new here.`,
    });
    expect(seo.subheader).toBe(repeat);
    expect(seo.about_us.paragraph).toBe('Every walk ends with a photo.');
    expect(seo.about_us.point1).toBe('');
    expect(seo.about_us.point2).toBe('Short one.');
    expect(seo.why_us.point1).toMatchObject({ heading: '', description: '' });
    expect(seo.heavy_description).toBe('A second paragraph that says something new here.');
  });
});
