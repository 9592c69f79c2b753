import { fill, type LandingMessages } from '../messages';

/** The footer: the brand, the same menu as the header (`items`), the terms and the IP database's credit. */
export function Footer({
  businessName,
  items,
  year,
  text,
}: {
  businessName: string;
  items: readonly { id: string; label: string }[];
  year: number;
  text: LandingMessages;
}) {
  return (
    <footer className="site-footer">
      <div className="wrap footer-grid">
        <div>
          <a className="brand brand-light" href="#home">
            <span className="brand-mark" aria-hidden="true">
              {Array.from(businessName)[0]?.toUpperCase()}
            </span>
            <span className="brand-name">{businessName}</span>
          </a>
        </div>
        <nav aria-label={text.footer.label}>
          <ul className="footer-links">
            {items.map((item) => (
              <li key={item.id}>
                <a href={`#${item.id}`}>{item.label}</a>
              </li>
            ))}
            <li>
              <a href="#terms" data-terms-open aria-haspopup="dialog">
                {text.footer.terms}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="wrap footer-bottom">
        <p>{fill(text.footer.rights, { year, name: businessName })}</p>
        <p>
          <a href="https://db-ip.com" rel="noopener">
            {text.footer.credit}
          </a>
        </p>
      </div>
    </footer>
  );
}
