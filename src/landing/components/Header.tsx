import { navItems } from './sections';

/** `pricing`: the page shows a pricing section (a price test), so the menu has a Pricing item. */
export function Header({ businessName, pricing = false }: { businessName: string; pricing?: boolean }) {
  return (
    <header className="site-header" data-header>
      <div className="wrap header-inner">
        <a className="brand" href="#home">
          <span className="brand-mark" aria-hidden="true">
            {Array.from(businessName)[0]?.toUpperCase()}
          </span>
          <span className="brand-name">{businessName}</span>
        </a>
        <nav className={pricing ? 'nav nav-6' : 'nav'} aria-label="Sections">
          <ul>
            {navItems(pricing).map((item) => (
              <li key={item.id}>
                <a href={`#${item.id}`} data-spy={item.id}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <a className="btn btn-theme btn-sm header-cta" href="#contact">
          Get in touch
        </a>
      </div>
    </header>
  );
}
