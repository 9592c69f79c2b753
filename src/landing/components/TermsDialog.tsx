import { fill, type LandingMessages } from '../messages';

/**
 * The terms dialog (docs/product.md#screens: opened by the policy link, closed by its button or a click outside).
 * Without JavaScript the link's #terms target shows it (CSS :target) and Close goes back.
 */
export function TermsDialog({ businessName, text }: { businessName: string; text: LandingMessages }) {
  const t = text.terms;
  return (
    <dialog id="terms" className="terms" aria-labelledby="terms-title" data-terms>
      <div className="terms-body">
        <h2 id="terms-title">{t.title}</h2>
        <p>{fill(t.intro, { name: businessName })}</p>
        <ul>
          <li>{t.stored}</li>
          <li>{t.visits}</li>
          <li>{t.deletion}</li>
        </ul>
        <div className="terms-actions">
          <a className="btn btn-theme" href="#contact" data-terms-close role="button">
            {t.close}
          </a>
        </div>
      </div>
    </dialog>
  );
}
