/**
 * The call to action: invites the visitor to answer the founder's question (the contact form's
 * first field), without repeating it.
 */
export function CallToAction({ businessName, asks }: { businessName: string; asks: boolean }) {
  return (
    <section id="cta" className="cta" aria-labelledby="cta-title">
      <div className="wrap cta-inner">
        <div>
          <h2 id="cta-title">Elevate Your Vision</h2>
          <p>
            {asks
              ? `${businessName} has a question for you. Your answer decides what comes next.`
              : `Tell us what you are looking for. Your answer decides what comes next for ${businessName}.`}
          </p>
        </div>
        <a className="btn btn-light btn-lg" href="#contact">
          Start Now
        </a>
      </div>
    </section>
  );
}
