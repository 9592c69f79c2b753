/** The header becomes fixed (with a shadow) and the back-to-top link appears once the page scrolls. */
export function initScrollState(): void {
  const header = document.querySelector<HTMLElement>('[data-header]');
  const toTop = document.querySelector<HTMLElement>('[data-to-top]');
  let ticking = false;
  const update = () => {
    ticking = false;
    const y = window.scrollY;
    header?.classList.toggle('is-fixed', y > 8);
    toTop?.classList.toggle('show', y > 600);
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!ticking) {
        ticking = true;
        requestAnimationFrame(update);
      }
    },
    { passive: true },
  );
  update();
  toTop?.addEventListener('click', (event) => {
    event.preventDefault();
    window.scrollTo({ top: 0 });
    history.replaceState(null, '', location.pathname + location.search);
  });
}
