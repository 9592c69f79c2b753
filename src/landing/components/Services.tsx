import type { LandingView } from '../content';
import { fill } from '../messages';
import { Icon } from './Icon';
import { SectionHead } from './SectionHead';

export function Services({ view }: { view: LandingView }) {
  return (
    <section id="services" className="section" aria-labelledby="services-title">
      <div className="wrap">
        <SectionHead
          id="services-title"
          eyebrow={view.text.services.eyebrow}
          title={view.text.services.title}
          lead={fill(view.text.services.lead, { name: view.businessName })}
        />
        {view.services.length > 0 ? (
          <div
            className={`grid grid-${view.services.length % 3 === 0 || view.services.length > 4 ? 3 : Math.min(view.services.length, 4)}`}
          >
            {view.services.map((service, i) => (
              <article className="card service-card" key={i}>
                <span className="badge-icon">
                  <Icon name={service.icon} />
                </span>
                <h3>{service.heading}</h3>
                <p>{service.description}</p>
              </article>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
