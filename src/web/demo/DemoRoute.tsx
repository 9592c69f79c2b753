import { useLocation } from 'react-router';
import { RedirectToNotFound } from '../ui/RedirectToNotFound';
import { COMPONENT_SHOWCASES } from './showcases';
import { EXAMPLE_PAGES } from './examplePages';
import type { DemoPageDef } from './types';

const ALL: DemoPageDef[] = [...COMPONENT_SHOWCASES, ...EXAMPLE_PAGES];

/** The one renderer for every demo page: a header and a card per example. */
function DemoPage({ page }: { page: DemoPageDef }) {
  return (
    <>
      <div className="mb-4">
        <span className="badge text-bg-light border mb-2">Demo</span>
        <h1 className="h3 fw-bold mb-1">{page.title}</h1>
        <p className="text-body-secondary mb-0">{page.lead}</p>
      </div>
      <div className="row g-4">
        {page.examples.map((ex) => (
          <section key={ex.title} className="col-12" aria-label={ex.title}>
            <div className="card border-0 shadow-sm">
              <div className="card-body p-4">
                <h2 className="h6 fw-semibold text-body-secondary text-uppercase small mb-3">{ex.title}</h2>
                {ex.render()}
              </div>
            </div>
          </section>
        ))}
      </div>
    </>
  );
}

export default function DemoRoute() {
  const { pathname } = useLocation();
  const page = ALL.find((p) => p.path === pathname);
  return page ? <DemoPage page={page} /> : <RedirectToNotFound />;
}
