/** The menu item of the section being read is marked active (and aria-current). */
export function initSectionSpy(): void {
  const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('[data-spy]'));
  const sections = links
    .map((link) => document.getElementById(link.dataset.spy ?? ''))
    .filter((s): s is HTMLElement => s !== null);
  if (!sections.length || !('IntersectionObserver' in window)) return;
  const visible = new Set<string>();
  const setActive = (id: string) => {
    for (const link of links) {
      const on = link.dataset.spy === id;
      link.classList.toggle('active', on);
      if (on) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    }
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target.id);
        else visible.delete(entry.target.id);
      }
      // The last section (in page order) that crosses the reading line wins.
      const current = sections.filter((s) => visible.has(s.id)).pop();
      if (current) setActive(current.id);
    },
    { rootMargin: '-30% 0px -60% 0px' },
  );
  sections.forEach((s) => observer.observe(s));
  setActive(sections[0]!.id);
}
