import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LANDING_LIMITS } from '../../src/shared/contracts/landing';
import {
  applyVariant,
  MAX_PRICE_POINTS,
  PRICE_INCLUDED_MAX,
  storedPrice,
} from '../../src/shared/contracts/experiments';
import { loadLandingAssets } from '../../src/server/landing/assets';
import { renderLandingPage, renderNotFoundPage } from '../../src/server/landing/render';
import { fullLandingPage, minimalLandingPage } from './fixtures';

const assets = {
  ...loadLandingAssets('/nonexistent'),
  script: { url: '/p/assets/landing-0123456789ab.js', fileName: 'landing-0123456789ab.js', code: Buffer.from('') },
};
const render = (landingPage: unknown) =>
  renderLandingPage({ orderId: 'order123', landingPage, assets, publicUrl: 'https://ideaproof.example' });

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('server-rendered landing page', () => {
  it('has every section in the spec order, with the menu pointing at them', () => {
    const { html } = render(fullLandingPage());
    const order = [
      'id="home"',
      'id="about"',
      'id="why-us"',
      'id="services"',
      'Elevate Your Vision',
      'id="vision"',
      'id="contact"',
      '<footer',
      'data-to-top',
    ];
    const positions = order.map((marker) => html.indexOf(marker));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const menu: [string, string][] = [
      ['home', 'Home'],
      ['about', 'About'],
      ['why-us', 'Why Us'],
      ['services', 'Services'],
      ['contact', 'Contact'],
    ];
    for (const [id, label] of menu) {
      expect(html).toContain(`href="#${id}" data-spy="${id}">${label}</a>`);
    }
    expect(html).toContain('Get Started');
    expect(html).toContain('Start Now');
    expect(html).toContain('Share Your Vision');
    expect(html).toContain('I agree to the <a');
    expect(html.match(/class="card why-card"/g)).toHaveLength(4);
    expect(html.match(/class="card service-card"/g)).toHaveLength(6);
    expect(html.match(/<li><svg class="icon check-icon"/g)?.length).toBeGreaterThanOrEqual(3);
    // The founder's question is the form's first field, labelled with its own words (no placeholder).
    expect(html).toMatch(/<label for="f-question_1">What do you usually send\?/);
    expect(html.indexOf('id="f-question_1"')).toBeLessThan(html.indexOf('id="f-name"'));
    // And it is asked where every visitor sees it: the call to action band says it whole.
    const band = html.slice(html.indexOf('id="cta"'), html.indexOf('id="vision"'));
    expect(band).toContain('<p class="cta-question">What do you usually send?</p>');
    expect(html).not.toContain('placeholder=');
    expect(html).toContain('href="https://db-ip.com"');
  });

  it('has a Pricing menu item, after Services as its section is, only while a pricing section is shown', () => {
    const menuOf = (html: string) =>
      [...(html.match(/<nav[^]*?<\/nav>/)?.[0] ?? '').matchAll(/href="#([\w-]+)" data-spy="\1">([^<]+)<\/a>/g)].map(
        (m) => `${m[1]}:${m[2]}`,
      );
    const plain = render(fullLandingPage()).html;
    expect(menuOf(plain)).toEqual([
      'home:Home',
      'about:About',
      'why-us:Why Us',
      'services:Services',
      'contact:Contact',
    ]);
    expect(plain).not.toContain('id="pricing"');
    const prices = [
      { amount: 9, currency: 'USD' as const, period: 'month' as const, included: 'One shop' },
      { amount: 29, currency: 'USD' as const, period: 'month' as const, included: 'Five shops' },
    ];
    const priced = render(applyVariant(fullLandingPage(), { prices: prices.map(storedPrice) })).html;
    expect(menuOf(priced)).toEqual([
      'home:Home',
      'about:About',
      'why-us:Why Us',
      'services:Services',
      'pricing:Pricing',
      'contact:Contact',
    ]);
    // The item points at the section that is there, in the order the menu gives.
    const at = (marker: string) => priced.indexOf(marker);
    expect(at('id="services"')).toBeLessThan(at('id="pricing"'));
    expect(at('id="pricing"')).toBeLessThan(at('id="contact"'));
  });

  it('shows the defaults for minimal content, and hides the sections that have nothing to say', () => {
    const { html } = render(minimalLandingPage());
    for (const text of ['Untitled Business', 'Welcome', 'Your Journey Starts Here', 'id="cta"', 'id="contact"']) {
      expect(html).toContain(text);
    }
    // docs/product.md, "Deliberate differences": an empty section is not shown, nor its menu item.
    for (const id of ['about', 'why-us', 'services', 'vision']) {
      expect(html).not.toContain(`id="${id}"`);
      expect(html).not.toContain(`href="#${id}"`);
    }
    expect(html).toContain('--t:#000000');
  });

  it('shows each section whose content is there, and the menu lists exactly those', () => {
    const page = fullLandingPage();
    const onlyServices = {
      ...page,
      seo_content: {
        ...page.seo_content,
        about_us: { paragraph: '', point1: '', point2: '', point3: '' },
        why_us: Object.fromEntries(
          Object.entries(page.seo_content.why_us).map(([k, c]) => [k, { ...c, heading: '', description: '' }]),
        ),
        heavy_description: '',
      },
    };
    const { html } = render(onlyServices);
    const menu = [...(html.match(/<nav[^]*?<\/nav>/)?.[0] ?? '').matchAll(/data-spy="([\w-]+)"/g)].map((m) => m[1]);
    expect(menu).toEqual(['home', 'services', 'contact']);
    expect(html).not.toContain('id="about"');
    expect(html).toContain('id="services"');
    // "Learn more" leads to the next section shown.
    expect(html).toContain('href="#services">Learn more');
  });

  it('has title, description, Open Graph and Organization JSON-LD from seo_content', () => {
    const { html } = render(fullLandingPage());
    expect(html).toContain('<title>Green Pedal Deliveries — Zero-emission city delivery</title>');
    expect(html).toMatch(
      /<meta name="description" content="Parcels across town in under an hour, by cargo bike. Green Pedal Deliveries moves parcels/,
    );
    expect(html).toContain(
      '<meta property="og:title" content="Green Pedal Deliveries — Zero-emission city delivery"/>',
    );
    expect(html).toContain('<meta property="og:url" content="https://ideaproof.example/p/order123"/>');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(ld!)).toMatchObject({
      '@type': 'Organization',
      name: 'Green Pedal Deliveries',
      url: 'https://ideaproof.example/p/order123',
    });
  });

  it('escapes script in every founder text: nothing but its own three script elements', () => {
    const evil = '</script><script>alert(1)</script><img src=x onerror=alert(2)>"\'&';
    const page = fullLandingPage({
      business_name: evil,
      title: evil,
      header: evil,
      heavy_description: evil,
      about_us: { paragraph: evil, point1: evil, point2: evil, point3: evil },
    });
    page.seo_content.why_us.point1 = { heading: evil, description: evil, image_url: evil };
    page.seo_content.services.service1 = { heading: evil, description: evil, font_awesome_icon: evil };
    page.questions = { num_questions: 1, question_1: evil } as typeof page.questions;
    const { html } = render(page);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(ld).not.toMatch(/[<>]/);
    expect(JSON.parse(ld!).name).toBe(evil);
  });

  it('sends a CSP whose hashes match its only inline style and script (no unsafe-inline)', () => {
    const { html, csp } = render(fullLandingPage());
    const style = /<style>(.*?)<\/style>/s.exec(html)![1]!;
    const inlineScript = /<script>(.*?)<\/script>/s.exec(html)![1]!;
    expect(csp).toContain(`style-src ${sha(style)}`);
    expect(csp).toContain(`script-src 'self' ${sha(inlineScript)}`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(html).not.toMatch(/\sstyle="/);
    expect(html).not.toMatch(/\son[a-z]+="/);
  });

  it('renders a not-found page', () => {
    const { html, csp } = renderNotFoundPage(assets);
    expect(html).toContain('Page not found');
    expect(csp).toContain("script-src 'self'");
  });
});

describe('byte budgets (gzip, bytes do not jitter)', () => {
  // Copy at every length limit: English words in a seeded random order (no phrase repeats, so gzip
  // gets no more help than from real copy; random letters would be unlike any page we serve).
  const VOCABULARY = (
    'we help small teams ship better products faster with clear plans honest prices and friendly support ' +
    'our service connects local shops customers partners suppliers across every city district town village ' +
    'quality matters because people trust brands that deliver on time keep promises listen carefully improve ' +
    'daily weekly monthly reports show progress results growth savings value impact risk cost demand market ' +
    'simple modern secure reliable flexible affordable sustainable scalable innovative practical personal expert ' +
    'design build test launch measure learn repeat grow hire train manage deliver collect return store track ' +
    'electric bikes vans parcels groceries documents meals flowers medicine laundry gifts tools parts books ' +
    'morning evening weekend holiday season rush hour traffic weather route map zone area distance speed ' +
    'customer founder rider driver owner manager student family friend neighbour visitor buyer seller ' +
    'because therefore however meanwhile although whenever wherever together without within beyond through'
  ).split(' ');
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const lorem = (max: number) => {
    let out = '';
    while (out.length < max) out += (out ? ' ' : '') + VOCABULARY[Math.floor(rand() * VOCABULARY.length)];
    return out.slice(0, max).trim();
  };

  it('the landing HTML with its inline critical CSS fits in 14 KB gzip, even with every text at its limit', () => {
    const L = LANDING_LIMITS;
    const page = fullLandingPage({
      business_name: lorem(L.businessName),
      title: lorem(L.title),
      header: lorem(L.header),
      heavy_description: lorem(L.heavyDescription),
      about_us: {
        paragraph: lorem(L.paragraph),
        point1: lorem(L.point),
        point2: lorem(L.point),
        point3: lorem(L.point),
      },
    });
    for (const k of ['point1', 'point2', 'point3', 'point4'] as const) {
      page.seo_content.why_us[k] = {
        heading: lorem(L.heading),
        description: lorem(L.description),
        image_url: '/media/abc.png',
      };
    }
    for (const k of ['service1', 'service2', 'service3', 'service4', 'service5', 'service6'] as const) {
      page.seo_content.services[k] = {
        ...page.seo_content.services[k],
        heading: lorem(L.heading),
        description: lorem(L.description),
      };
    }
    page.questions = {
      num_questions: 3,
      question_1: lorem(L.question),
      question_2: lorem(L.question),
      question_3: lorem(L.question),
    } as typeof page.questions;
    const typical = gzipSync(render(fullLandingPage()).html).length;
    const largest = gzipSync(render(page).html).length;
    // A tiers test at its limits: three prices, each with its dialog and the longest "included" text.
    const tiers = Array.from({ length: MAX_PRICE_POINTS }, (_, i) => ({
      amount: 999_999.99 - i,
      currency: 'USD' as const,
      period: 'month' as const,
      included: lorem(PRICE_INCLUDED_MAX),
    }));
    const priced = gzipSync(render(applyVariant(page, { prices: tiers.map(storedPrice) })).html).length;
    console.log(
      `landing HTML gzip: typical ${typical} B, largest ${largest} B, largest with three prices ${priced} B (budget 14336 B)`,
    );
    expect(priced).toBeGreaterThan(largest);
    expect(typical).toBeLessThanOrEqual(14 * 1024);
    expect(largest).toBeLessThanOrEqual(14 * 1024);
    expect(priced).toBeLessThanOrEqual(14 * 1024);
  });

  it('all landing JavaScript fits in 15 KB gzip', async () => {
    const { bundleLandingScript } = await import('../../scripts/build-landing');
    const bundle = await bundleLandingScript();
    const size = gzipSync(bundle.code).length;
    console.log(`landing JS gzip: ${size} B (budget 15360 B)`);
    expect(size).toBeGreaterThan(1000);
    expect(size).toBeLessThanOrEqual(15 * 1024);
  });

  it('CSS not inlined stays within 10 KB gzip (the page links no stylesheet at all)', () => {
    const { html } = render(fullLandingPage());
    const linked = html.match(/<link[^>]+rel="stylesheet"[^>]*>/g) ?? [];
    expect(linked).toEqual([]);
    const notInlinedBytes = 0;
    expect(notInlinedBytes).toBeLessThanOrEqual(10 * 1024);
    // And the inline stylesheet itself is small enough to inline.
    expect(gzipSync(assets.css).length).toBeLessThanOrEqual(10 * 1024);
  });
});
