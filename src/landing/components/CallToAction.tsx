import { fill, type LandingMessages } from '../messages';

/**
 * The call to action: invites the visitor to answer the founder's question (the contact form's
 * first field), without repeating it.
 */
export function CallToAction({
  businessName,
  asks,
  text,
}: {
  businessName: string;
  asks: boolean;
  text: LandingMessages;
}) {
  return (
    <section id="cta" className="cta" aria-labelledby="cta-title">
      <div className="wrap cta-inner">
        <div>
          <h2 id="cta-title">{text.cta.title}</h2>
          <p>{fill(asks ? text.cta.asks : text.cta.open, { name: businessName })}</p>
        </div>
        <a className="btn btn-light btn-lg" href="#contact">
          {text.cta.button}
        </a>
      </div>
    </section>
  );
}
