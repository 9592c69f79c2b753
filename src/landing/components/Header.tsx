import type { LandingMessages } from '../messages';

/**
 * How tightly a phone sets the menu: its labels' length in characters (a language's words differ
 * in length: Spanish's five labels take as much room as English's six) and the item count.
 */
function navClass(items: readonly { label: string }[]): string {
  const length = items.reduce((n, item) => n + Array.from(item.label).length, 0);
  if (length > 40) return 'nav nav-6 nav-tight';
  return items.length > 5 || length > 32 ? 'nav nav-6' : 'nav';
}

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
        <nav className={navClass(items)} aria-label={text.nav.label}>
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
