import type { LandingView } from '../content';

/** The design section: the long description (docs/product.md#data heavy_description); not shown when it is empty. */
export function Details({ view }: { view: LandingView }) {
  return (
    <section id="vision" className="section details" aria-labelledby="details-title">
      <div className="wrap narrow">
        <p className="eyebrow">{view.text.vision.eyebrow}</p>
        <h2 id="details-title">{view.text.vision.title}</h2>
        <div className="prose">
          {view.details.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}
