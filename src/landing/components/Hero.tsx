import type { LandingView } from '../content';

/**
 * `image`: the page's main image, shown here when the About section (its usual place) has no
 * text and is not shown.
 *
 * The first screen: what is offered (the H1), what makes it different (the subhead), and the
 * call to action. Nothing here is repeated further down the page (docs/content-writer.md).
 */
export function Hero({ view, more, image }: { view: LandingView; more: string | null; image: string | null }) {
  return (
    <section id="home" className="hero" aria-labelledby="hero-title">
      {view.bgImageUrl ? <img className="hero-bg" src={view.bgImageUrl} alt="" fetchPriority="high" /> : null}
      <div className={view.bgImageUrl ? 'hero-shade' : 'hero-shade soft'} aria-hidden="true" />
      <div className={image ? 'wrap hero-inner has-media' : 'wrap hero-inner'}>
        <div>
          <h1 id="hero-title" className={heroSize(view.header)}>
            {view.header}
          </h1>
          {view.subheader ? <p className="hero-lead">{view.subheader}</p> : null}
          <div className="hero-actions">
            <a className="btn btn-theme btn-lg" href="#contact">
              {view.ctaText}
            </a>
            {more ? (
              <a className="btn btn-ghost btn-lg" href={`#${more}`}>
                {view.text.learnMore}
              </a>
            ) : null}
          </div>
        </div>
        {image ? (
          <div className="hero-media">
            <img src={image} alt={view.businessName} />
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** A long heading is set smaller, so that it still reads in a few lines on a phone. */
function heroSize(header: string): string | undefined {
  const n = Array.from(header).length;
  return n > 110 ? 'longer' : n > 64 ? 'long' : undefined;
}
