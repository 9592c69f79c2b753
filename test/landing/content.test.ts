import { describe, expect, it } from 'vitest';
import { iconName, ownImageUrl, themeColour, toLandingView } from '../../src/landing/content';
import { resolveIcon } from '../../src/landing/components/Icon';
import { fullLandingPage, minimalLandingPage } from './fixtures';

describe('landing content with the docs/product.md#rules-and-limits defaults', () => {
  it('fills missing texts, icon, images and theme with the defaults', () => {
    for (const page of [minimalLandingPage(), null, {}, { seo_content: 'nonsense' }]) {
      const view = toLandingView('abc', page);
      expect(view.businessName).toBe('Untitled Business');
      expect(view.title).toBe('Welcome');
      expect(view.header).toBe('Your Journey Starts Here');
      expect(view.themeColour).toBe('#000000');
      expect(view.mainImageUrl).toBeNull();
      expect(view.bgImageUrl).toBeNull();
      expect(view.whyUs).toEqual([]);
      expect(view.services).toEqual([]);
      expect(view.questions).toEqual([]);
    }
  });

  it('keeps a card only when it has both heading and description', () => {
    const page = fullLandingPage();
    page.seo_content.why_us.point2.description = '   ';
    page.seo_content.services.service3.heading = '';
    const view = toLandingView('abc', page);
    expect(view.whyUs.map((c) => c.heading)).toEqual(['Faster in traffic', 'Trained riders', 'Clean air']);
    expect(view.services).toHaveLength(5);
    expect(view.services.map((s) => s.heading)).not.toContain('');
  });

  it('shows at most 4 why-us cards and 6 services, whatever is stored', () => {
    const page = fullLandingPage() as unknown as { seo_content: Record<string, Record<string, unknown>> };
    page.seo_content.why_us!.point5 = { heading: 'Fifth', description: 'extra' };
    page.seo_content.services!.service7 = { heading: 'Seventh', description: 'extra', font_awesome_icon: 'fa-star' };
    const view = toLandingView('abc', page);
    expect(view.whyUs).toHaveLength(4);
    expect(view.services).toHaveLength(6);
  });

  it('uses the default icon fa-cog for a missing or malformed icon, and accepts "fas fa-x" forms', () => {
    expect(iconName('')).toBe('fa-cog');
    expect(iconName('fa-solid')).toBe('fa-cog');
    expect(iconName('<svg onload=x>')).toBe('fa-cog');
    expect(iconName('fas fa-truck')).toBe('fa-truck');
    expect(iconName('fa-solid fa-rocket')).toBe('fa-rocket');
  });

  it('draws unknown Font Awesome names with the default icon', () => {
    expect(resolveIcon('fa-no-such-icon-here')).toEqual(resolveIcon('fa-cog'));
    expect(resolveIcon('fa-truck')).not.toEqual(resolveIcon('fa-cog'));
    expect(resolveIcon('fa-cog').path.length).toBeGreaterThan(50);
  });

  it('shows images only from this server (no request to another host)', () => {
    expect(ownImageUrl('/media/abc.png')).toBe('/media/abc.png');
    expect(ownImageUrl('https://images.example.com/x.png')).toBeNull();
    expect(ownImageUrl('//evil.example/x.png')).toBeNull();
    expect(ownImageUrl('javascript:alert(1)')).toBeNull();
    expect(ownImageUrl('/media/a.png" onerror="x')).toBeNull();
  });

  it('accepts only #rrggbb theme colours', () => {
    expect(themeColour('#1A2B3C')).toBe('#1a2b3c');
    expect(themeColour('red;}</style><script>')).toBe('#000000');
  });

  it('reads the question placeholders question_1 … question_N', () => {
    expect(toLandingView('abc', fullLandingPage()).questions).toEqual([
      'What do you usually send?',
      'How many deliveries a week?',
    ]);
  });
});
