import type { LandingMessages } from '../messages';

/** The sticky header: the brand and a menu of the sections the page shows (`items`, from sections.ts). */
export function Header({
  businessName,
  items,
  text,
}: {
  businessName: string;
  items: readonly { id: string; label: string }[];
  text: LandingMessages;
}) {
  return (
    <header className="site-header" data-header>
      <div className="wrap header-inner">
        <a className="brand" href="#home">
          <span className="brand-mark" aria-hidden="true">
            {Array.from(businessName)[0]?.toUpperCase()}
          </span>
          <span className="brand-name">{businessName}</span>
        </a>
        <nav className={items.length > 5 ? 'nav nav-6' : 'nav'} aria-label={text.nav.label}>
          <ul>
            {items.map((item) => (
              <li key={item.id}>
                <a href={`#${item.id}`} data-spy={item.id}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <a className="btn btn-theme btn-sm header-cta" href="#contact">
          {text.getInTouch}
        </a>
      </div>
    </header>
  );
}
