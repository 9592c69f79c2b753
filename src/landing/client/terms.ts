/** The terms dialog: opened by its links, closed by its button, a click outside it, or Escape. */
export function initTerms(): void {
  const dialog = document.querySelector<HTMLDialogElement>('[data-terms]');
  if (!dialog || typeof dialog.showModal !== 'function') return;
  document.querySelectorAll<HTMLAnchorElement>('[data-terms-open]').forEach((link) =>
    link.addEventListener('click', (event) => {
      event.preventDefault();
      if (!dialog.open) dialog.showModal();
    }),
  );
  dialog.querySelector('[data-terms-close]')?.addEventListener('click', (event) => {
    event.preventDefault();
    dialog.close();
  });
  // The dialog has no padding: a click whose target is the dialog itself landed on the backdrop.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
}
