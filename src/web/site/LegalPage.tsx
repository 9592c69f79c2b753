import type { ReactNode } from 'react';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** Shared layout of the static pages: a title, a date line and numbered sections. */
export function LegalPage({
  title,
  dateLine,
  intro,
  sections,
}: {
  title: string;
  dateLine?: string;
  intro?: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <div className="container py-5" style={{ maxWidth: 820 }}>
      <h1 className="fw-bold mb-2">{title}</h1>
      {dateLine && <p className="text-body-secondary mb-4">{dateLine}</p>}
      {intro && <div className="lead mb-4">{intro}</div>}
      {sections.map((s, i) => (
        <section key={s.heading} className="mb-4">
          <h2 className="h5 fw-semibold">
            {i + 1}. {s.heading}
          </h2>
          <div className="text-body-secondary legal-body">{s.body}</div>
        </section>
      ))}
    </div>
  );
}
