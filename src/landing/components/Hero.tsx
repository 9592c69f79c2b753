import type { LandingView } from '../content';
import { Icon } from './Icon';

export function Hero({ view }: { view: LandingView }) {
  const highlights = view.services.slice(0, 3);
  return (
    <section id="home" className="hero" aria-labelledby="hero-title">
      {view.bgImageUrl ? <img className="hero-bg" src={view.bgImageUrl} alt="" fetchPriority="high" /> : null}
      <div className={view.bgImageUrl ? 'hero-shade' : 'hero-shade soft'} aria-hidden="true" />
      <div className={highlights.length ? 'wrap hero-inner has-card' : 'wrap hero-inner'}>
        <div>
          <p className="eyebrow eyebrow-light">{view.title}</p>
          <h1 id="hero-title">{view.header}</h1>
          {view.about.paragraph ? <p className="hero-lead">{firstSentence(view.about.paragraph)}</p> : null}
          <div className="hero-actions">
            <a className="btn btn-theme btn-lg" href="#contact">
              {view.ctaText}
            </a>
            <a className="btn btn-ghost btn-lg" href="#about">
              Learn more
            </a>
          </div>
        </div>
        {highlights.length ? (
          <div className="hero-card" aria-hidden="true">
            <ul>
              {highlights.map((service, i) => (
                <li key={i}>
                  <span className="badge-icon">
                    <Icon name={service.icon} />
                  </span>
                  <div>
                    <strong>{service.heading}</strong>
                    <span>{service.description}</span>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** The opening sentence of a paragraph, for the hero's one-line summary. */
export function firstSentence(text: string, max = 180): string {
  const match = /^.+?[.!?](?=\s|$)/.exec(text);
  const sentence = match ? match[0] : text;
  return sentence.length <= max ? sentence : sentence.slice(0, max - 1).replace(/\s+\S*$/, '') + '…';
}
