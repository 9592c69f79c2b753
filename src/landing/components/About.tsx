import type { LandingView } from '../content';
import { Icon } from './Icon';
import { Placeholder } from './Placeholder';

export function About({ view }: { view: LandingView }) {
  return (
    <section id="about" className="section about" aria-labelledby="about-title">
      <div className="wrap about-grid">
        <div className="about-media">
          {view.mainImageUrl ? (
            <img className="about-img" src={view.mainImageUrl} alt={view.businessName} loading="lazy" />
          ) : (
            <Placeholder icon="fa-lightbulb" className="about-img" />
          )}
        </div>
        <div className="about-text">
          <p className="eyebrow">{view.text.about.eyebrow}</p>
          <h2 id="about-title">{view.businessName}</h2>
          {view.about.paragraph ? <p className="lead">{view.about.paragraph}</p> : null}
          {view.about.points.length > 0 ? (
            <ul className="checks">
              {view.about.points.map((point, i) => (
                <li key={i}>
                  <Icon name="fa-circle-check" className="check-icon" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  );
}
