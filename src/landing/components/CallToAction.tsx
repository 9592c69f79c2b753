export function CallToAction({ businessName }: { businessName: string }) {
  return (
    <section className="cta" aria-labelledby="cta-title">
      <div className="wrap cta-inner">
        <div>
          <h2 id="cta-title">Elevate Your Vision</h2>
          <p>Tell us what you are looking for and {businessName} will get back to you.</p>
        </div>
        <a className="btn btn-light btn-lg" href="#contact">
          Start Now
        </a>
      </div>
    </section>
  );
}
