import type { LandingView } from '../content';
import { fill } from '../messages';
import { SectionHead } from './SectionHead';

export function WhyUs({ view }: { view: LandingView }) {
  return (
    <section id="why-us" className="section section-alt" aria-labelledby="why-title">
      <div className="wrap">
        <SectionHead
          id="why-title"
          eyebrow={view.text.whyUs.eyebrow}
          title={view.text.whyUs.title}
          lead={fill(view.text.whyUs.lead, { name: view.businessName })}
        />
        {view.whyUs.length > 0 ? (
          <div className={`grid grid-${Math.min(view.whyUs.length, 4)}`}>
            {view.whyUs.map((card, i) => (
              <article className={card.imageUrl ? 'card why-card has-img' : 'card why-card'} key={i}>
                {card.imageUrl ? (
                  <img className="card-img" src={card.imageUrl} alt="" loading="lazy" />
                ) : (
                  <span className="card-num" aria-hidden="true">
                    {String(i + 1).padStart(2, '0')}
                  </span>
                )}
                <h3>{card.heading}</h3>
                <p>{card.description}</p>
              </article>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
