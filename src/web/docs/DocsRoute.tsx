import { useMemo, type MouseEvent } from 'react';
import { Navigate, NavLink, useNavigate, useParams } from 'react-router';
import { RedirectToNotFound } from '../ui/RedirectToNotFound';
import { API_REFERENCE_SLUG, DOC_PAGES } from './pages';
import { docSource } from './content';
import { renderMarkdown } from './markdown';
import { ApiReference } from './ApiReference';
import { useDocumentTitle } from '../lib/documentTitle';

/** /documentation/* : a page rendered from docs/*.md, the API reference, or the not-found page. */
export default function DocsRoute() {
  const slug = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const navigate = useNavigate();
  const source = docSource(slug);
  const html = useMemo(() => (source === null ? null : renderMarkdown(source)), [source]);
  const page = DOC_PAGES.find((p) => p.slug === slug);
  useDocumentTitle(
    slug === API_REFERENCE_SLUG ? 'API reference · Documentation' : page ? `${page.title} · Documentation` : null,
  );

  if (slug === '') return <Navigate to="/documentation/overview" replace />;
  if (slug !== API_REFERENCE_SLUG && html === null) return <RedirectToNotFound />;

  // Links inside rendered markdown stay in the app instead of reloading the page.
  const onClick = (e: MouseEvent<HTMLElement>) => {
    const anchor = (e.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href || !href.startsWith('/') || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigate(href);
  };

  return (
    <div className="row g-4">
      <nav className="col-lg-3 order-lg-2" aria-label="Documentation">
        <div className="card border-0 shadow-sm">
          <div className="card-body p-2">
            <ul className="nav flex-column doc-nav">
              {DOC_PAGES.map((p) => (
                <li key={p.slug} className="nav-item">
                  <NavLink to={`/documentation/${p.slug}`} className="nav-link">
                    {p.title}
                  </NavLink>
                </li>
              ))}
              <li className="nav-item">
                <NavLink to={`/documentation/${API_REFERENCE_SLUG}`} className="nav-link">
                  API reference
                </NavLink>
              </li>
            </ul>
          </div>
        </div>
      </nav>
      <div className="col-lg-9 order-lg-1">
        <div className="card border-0 shadow-sm">
          <div className="card-body p-4 p-lg-5">
            {slug === API_REFERENCE_SLUG ? (
              <ApiReference />
            ) : (
              <article className="doc-content" onClick={onClick} dangerouslySetInnerHTML={{ __html: html ?? '' }} />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
