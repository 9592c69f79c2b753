import { Fragment, type ReactNode } from 'react';
import type { LandingView } from '../content';
import type { LandingMeta } from '../seo';
import type { ContactState } from './contactState';
import { About } from './About';
import { BackToTop } from './BackToTop';
import { CallToAction } from './CallToAction';
import { ContactSection } from './ContactSection';
import { Details } from './Details';
import { Footer } from './Footer';
import { Header } from './Header';
import { Hero } from './Hero';
import { Services } from './Services';
import { PriceDialogs, Pricing, type PriceInterestState } from './Pricing';
import { TermsDialog } from './TermsDialog';
import { WhyUs } from './WhyUs';
import { navItems, shownSections, type LandingSectionId } from './sections';

/** Marks the document as scripted before first paint (hashed in the page's CSP). */
export const JS_FLAG_SCRIPT = "document.documentElement.className+=' js'";

export interface LandingDocumentProps {
  view: LandingView;
  meta: LandingMeta;
  /** The inline stylesheet (critical CSS and the theme's colours). */
  css: string;
  themeColour: string;
  /** The hashed browser script, or null when it has not been built (the page works without it). */
  scriptUrl: string | null;
  contact: ContactState;
  year: number;
  /** The experiment variant this page is (sent by the beacon with every event), null without an experiment. */
  variant?: string | null;
  /** The pricing section's note after its no-JavaScript email form was sent. */
  priceInterest?: PriceInterestState;
}

export function LandingDocument({
  view,
  meta,
  css,
  themeColour,
  scriptUrl,
  contact,
  year,
  variant = null,
  priceInterest = 'idle',
}: LandingDocumentProps) {
  const sections = shownSections(view).map((s) => s.id);
  const menu = navItems(view);
  // "Learn more" in the hero leads to the next section the page shows (none on a page of one screen).
  const more = sections.find((id) => id !== 'home' && id !== 'cta' && id !== 'contact') ?? null;
  const draw: Record<LandingSectionId, () => ReactNode> = {
    home: () => <Hero view={view} more={more} image={sections.includes('about') ? null : view.mainImageUrl} />,
    about: () => <About view={view} />,
    'why-us': () => <WhyUs view={view} />,
    services: () => <Services view={view} />,
    pricing: () => <Pricing view={view} state={priceInterest} />,
    cta: () => <CallToAction businessName={view.businessName} question={view.questions[0] ?? ''} text={view.text} />,
    vision: () => <Details view={view} />,
    contact: () => <ContactSection view={view} state={contact} />,
  };
  return (
    <html lang={view.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        <link rel="canonical" href={meta.url} />
        <meta name="theme-color" content={themeColour} />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={view.businessName} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:url" content={meta.url} />
        <meta property="og:image" content={meta.image.url} />
        <meta property="og:image:type" content={meta.image.type} />
        <meta property="og:image:width" content={String(meta.image.width)} />
        <meta property="og:image:height" content={String(meta.image.height)} />
        <meta property="og:image:alt" content={meta.image.alt} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:image:alt" content={meta.image.alt} />
        <link rel="icon" type="image/svg+xml" href={meta.icons.svg} />
        <link rel="icon" type="image/png" sizes="32x32" href={meta.icons.png32} />
        <link rel="apple-touch-icon" sizes="180x180" href={meta.icons.appleTouch} />
        {meta.ogLocale ? <meta property="og:locale" content={meta.ogLocale} /> : null}
        <script dangerouslySetInnerHTML={{ __html: JS_FLAG_SCRIPT }} />
        <style dangerouslySetInnerHTML={{ __html: css }} />
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: meta.jsonLd }} />
        {scriptUrl ? <script type="module" src={scriptUrl} /> : null}
      </head>
      <body data-order-id={view.orderId} data-variant={variant ?? undefined}>
        <a className="skip" href="#main">
          {view.text.skipToContent}
        </a>
        <Header businessName={view.businessName} items={menu} text={view.text} />
        <main id="main">
          {sections.map((id) => (
            <Fragment key={id}>{draw[id]()}</Fragment>
          ))}
        </main>
        <Footer businessName={view.businessName} items={menu} year={year} text={view.text} />
        <BackToTop text={view.text} />
        <TermsDialog businessName={view.businessName} text={view.text} />
        <PriceDialogs view={view} />
      </body>
    </html>
  );
}
