import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toLandingView } from '../../src/landing/content';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, pageDescription, pageTitle, TITLE_MAX } from '../../src/landing/seo';
import { initialOf } from '../../src/landing/icon';
import { fullLandingPage, minimalLandingPage } from './fixtures';

const count = (text: string, part: string) => text.toLowerCase().split(part.toLowerCase()).length - 1;

describe('the landing page title', () => {
  it('names the business once even when the stored title already has it ("Name | heading")', () => {
    const title = pageTitle({
      businessName: 'Ghar Ka Khana',
      title: 'Ghar Ka Khana | Ghar Ka Khana — Home food in Kota',
      header: '',
    });
    expect(title).toBe('Ghar Ka Khana — Home food in Kota');
  });

  it('is the offer whole when the name is its first words ("Alteration pickup and drop"), not "Name — and drop"', () => {
    expect(pageTitle({ businessName: 'Alteration Pickup', title: 'Alteration pickup and drop', header: 'Alteration pickup and drop' })).toBe('Alteration pickup and drop');
    expect(pageTitle({ businessName: 'Real Estate Photos', title: 'Real estate photos & drone, Gold Coast', header: '' })).toBe('Real estate photos & drone, Gold Coast');
    expect(pageTitle({ businessName: 'Phone Repair Chennai', title: 'Doorstep phone repair Chennai', header: '' })).toBe('Doorstep phone repair Chennai');
    // (A name set off by a separator is still said once in front.)
    expect(pageTitle({ businessName: 'Backyard ADUs', title: 'Backyard ADUs - Sacramento', header: '' })).toBe('Backyard ADUs — Sacramento');
  });

  it('is at most 60 characters, cut at a whole word with an ellipsis', () => {
    const title = pageTitle({
      businessName: 'Green Pedal Deliveries',
      title: 'Zero-emission city delivery of parcels, groceries and documents on electric cargo bikes',
      header: '',
    });
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(title).toMatch(/^Green Pedal Deliveries — Zero-emission city delivery of\S*…$/);
  });

  it('for any name and title: ≤ 60 characters and the name at most once', () => {
    const word = fc.stringMatching(/^[A-Za-z]{1,12}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), fc.array(word, { maxLength: 20 }), (n, rest) => {
        const name = n.join(' ');
        const title = pageTitle({
          businessName: name,
          title: `${name} | ${rest.join(' ')}`,
          header: 'Fresh food daily',
        });
        expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
        expect(count(title, name)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('the landing page meta description', () => {
  it('is 120–160 characters from the hero, its subhead and the first facts, whole sentences', () => {
    const view = toLandingView('o1', fullLandingPage());
    const d = pageDescription(view);
    expect(d.length).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
    expect(d.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(d.startsWith(view.header)).toBe(true);
    expect(d).toMatch(/[.!?…]$/);
  });

  it('cuts the next sentence at a whole word with an ellipsis when whole sentences are too short', () => {
    const page = fullLandingPage();
    page.seo_content.header = 'Cargo bikes.';
    (page.seo_content as Record<string, unknown>).subheader = '';
    page.seo_content.about_us.paragraph =
      'Green Pedal Deliveries moves parcels, groceries and documents across the city on electric cargo bikes in under an hour, every day of the week, rain or shine, for shops and people alike.';
    const d = pageDescription(toLandingView('o1', page));
    expect(d.length).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
    expect(d.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(d).toMatch(/^Cargo bikes\. Green Pedal/);
    expect(d).toMatch(/[A-Za-z]…$/);
    // Whole words only: what precedes the ellipsis is a word of the paragraph.
    const lastWord = /(\S+)…$/.exec(d)![1]!;
    expect(page.seo_content.about_us.paragraph.split(/[\s,]+/)).toContain(lastWord);
  });

  it('describes a page with little to say by all it says, never a fragment', () => {
    const d = pageDescription(toLandingView('o1', minimalLandingPage()));
    expect(d.length).toBeGreaterThan(0);
    expect(d.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(d).toMatch(/[.!?…।]$/u);
  });
});

describe('the icon initial', () => {
  it('is the first grapheme, whatever the script', () => {
    expect(initialOf('green basket')).toBe('G');
    expect(initialOf('  गाँव से सीधे')).toBe('गाँ');
    expect(initialOf('')).toBe('');
  });
});
