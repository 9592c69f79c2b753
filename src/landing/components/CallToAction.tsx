import { fill, type LandingMessages } from '../messages';

/**
 * The call to action: asks the founder's first question where every visitor sees it (what the
 * founder most wants to learn is the point of the page), and leads to the form whose first field
 * answers it; a page without a question invites the visitor to say what they need.
 */
export function CallToAction({
  businessName,
  question,
  text,
}: {
  businessName: string;
  /** The founder's first question, whole ('' for none). */
  question: string;
  text: LandingMessages;
}) {
  return (
    <section id="cta" className="cta" aria-labelledby="cta-title">
      <div className="wrap cta-inner">
        <div>
          <h2 id="cta-title">{text.cta.title}</h2>
          {question ? <p className="cta-question">{question}</p> : <p>{fill(text.cta.open, { name: businessName })}</p>}
        </div>
        <a className="btn btn-light btn-lg" href="#contact">
          {text.cta.button}
        </a>
      </div>
    </section>
  );
}
