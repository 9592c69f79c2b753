// Must show: a property test over many random ideas (empty-ish, 500-character, emoji, HTML, RTL).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as solidIcons from '@fortawesome/free-solid-svg-icons';
import { generateBuiltin } from '../../../src/server/generation/builtin/builtin';
import { INDUSTRIES, GENERAL } from '../../../src/server/generation/builtin/industries';
import { RULE_ICONS } from '../../../src/server/generation/builtin/icons';
import { landingPageSchema, LANDING_LIMITS, questionList } from '../../../src/shared/contracts/landing';
import { IDEA_ANSWER_CAPS } from '../../../src/shared/orders/questions';

/** Does Font Awesome's free solid set have this icon ("fa-truck-fast" → faTruckFast)? */
function iconExists(cls: string): boolean {
  const key = 'fa' + cls.replace(/^fa-/, '').split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  return key in solidIcons;
}

const html = fc.constantFrom(
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '<b>Bold</b> idea &amp; more',
  '</textarea><a href="javascript:alert(1)">x</a>',
  '<<>>',
);
const rtl = fc.constantFrom('متجر إلكتروني للملابس', 'חנות פרחים שכונתית', 'نوصل الطلبات خلال يوم واحد؟', '\u202Eevil override');
const emptyish = fc.constantFrom('', ' ', '.', '?', '\n\t', '🚀', '—', '0');
const emoji = fc.string({ unit: 'grapheme', maxLength: 40 });

function answer(cap: number) {
  return fc
    .oneof(
      emptyish,
      html,
      rtl,
      emoji,
      fc.string({ maxLength: cap }),
      fc.string({ unit: 'grapheme-ascii', minLength: cap - 5, maxLength: cap }),
      fc.lorem({ maxCount: 40 }),
      fc.array(fc.oneof(html, rtl, fc.lorem({ maxCount: 5 }), emoji), { maxLength: 6 }).map((a) => a.join(' ')),
    )
    .map((s) => s.slice(0, cap));
}

const ideaAnswers = fc.tuple(...IDEA_ANSWER_CAPS.map((cap) => answer(cap)));

function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  }
  return [];
}

describe('the built-in generator', () => {
  it('fills every field within bounds, passes no HTML through, and never leaves a card half-empty', () => {
    fc.assert(
      fc.property(ideaAnswers, (answers) => {
        const page = generateBuiltin(answers);
        landingPageSchema.parse(page); // every field present, every length within LANDING_LIMITS
        const seo = page.seo_content;
        for (const [path, text] of strings(page)) {
          expect(text, path).not.toMatch(/[<>]/);
          expect(text, path).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
          if (!path.endsWith('image_url')) expect(text.trim(), path).not.toBe('');
        }
        expect(seo.business_name.length).toBeLessThanOrEqual(LANDING_LIMITS.businessName);
        expect(seo.heavy_description.length).toBeGreaterThan(100);
        for (const card of [...Object.values(seo.why_us), ...Object.values(seo.services)]) {
          expect(card.heading.trim()).not.toBe('');
          expect(card.description.trim()).not.toBe('');
        }
        for (const service of Object.values(seo.services)) expect(iconExists(service.font_awesome_icon)).toBe(true);
        expect(seo.theme_colour).toMatch(/^#[0-9a-f]{6}$/i);
        const questions = questionList(page.questions);
        expect(questions.length).toBe(page.questions.num_questions);
        expect(questions.length).toBeGreaterThanOrEqual(1);
        expect(questions.length).toBeLessThanOrEqual(LANDING_LIMITS.maxQuestions);
        // Deterministic: the same idea always gets the same page.
        expect(generateBuiltin(answers)).toEqual(page);
      }),
      { numRuns: 400 },
    );
  });

  it('reads like a page about the idea', () => {
    const page = generateBuiltin([
      'Meal kits for busy parents',
      'We deliver pre-portioned ingredients and 15-minute recipes every week.',
      'Recipes are tailored by an AI nutritionist.',
      'Would you pay $10 per meal? What is your biggest dinner struggle?',
    ]);
    const seo = page.seo_content;
    expect(seo.business_name).toBe('Meal Kits Co.');
    expect(seo.header).toContain('Meal kits for busy parents');
    expect(seo.about_us.paragraph).toContain('We deliver pre-portioned ingredients');
    expect(seo.why_us.point1.heading).toBe('Made for Busy Parents');
    expect(seo.services.service1.font_awesome_icon).toBe('fa-robot'); // "AI" → a robot, chosen by meaning
    expect(Object.values(seo.services).map((s) => s.font_awesome_icon)).toContain('fa-truck-fast');
    expect(questionList(page.questions)).toEqual(['Would you pay $10 per meal?', 'What is your biggest dinner struggle?']);
  });

  it('uses an explicit name and keeps HTML out', () => {
    const page = generateBuiltin(['FreshBox: zero-waste groceries', '<script>steal()</script>We deliver weekly', '', '']);
    expect(page.seo_content.business_name).toBe('FreshBox');
    expect(JSON.stringify(page)).not.toContain('steal');
    expect(page.seo_content.about_us.paragraph).toContain('We deliver weekly');
  });

  it('every icon it can choose exists in Font Awesome’s free solid set', () => {
    const all = [...RULE_ICONS, ...[...INDUSTRIES, GENERAL].flatMap((i) => i.services.map((s) => s.icon))];
    expect(all.filter((i) => !iconExists(i))).toEqual([]);
  });
});
