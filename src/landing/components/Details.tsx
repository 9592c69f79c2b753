import type { LandingView } from '../content';

/** The design section: the long description (docs/product.md#data heavy_description). */
export function Details({ view }: { view: LandingView }) {
  return (
    <section id="vision" className="section details" aria-labelledby="details-title">
      <div className="wrap narrow">
        <p className="eyebrow">Our Vision</p>
        <h2 id="details-title">Designed around you</h2>
        <div className="prose">
          {view.details.length > 0 ? (
            view.details.map((paragraph, i) => <p key={i}>{paragraph}</p>)
          ) : (
            <p>
              {view.businessName} is getting ready to share more. Leave your details below and be the first to hear.
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
