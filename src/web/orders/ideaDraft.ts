/**
 * The new-idea form's draft: what the founder typed stays when the form is closed by Escape, a click
 * outside or Cancel, and comes back when "New" opens it again (also after a reload of the tab). It is
 * kept in this tab's sessionStorage (not on the server, gone with the tab) and cleared once the order
 * is placed.
 */
const KEY = 'ideaproof.ideaDraft';

export type IdeaDraft = Record<'a0' | 'a1' | 'a2' | 'a3', string>;

export function loadIdeaDraft(): IdeaDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<IdeaDraft>;
    const draft = { a0: d.a0 ?? '', a1: d.a1 ?? '', a2: d.a2 ?? '', a3: d.a3 ?? '' };
    return Object.values(draft).every((v) => typeof v === 'string') ? draft : null;
  } catch {
    return null;
  }
}

export function hasIdeaDraft(): boolean {
  const d = loadIdeaDraft();
  return d !== null && Object.values(d).some((v) => v.trim() !== '');
}

export function saveIdeaDraft(values: Partial<IdeaDraft>): void {
  try {
    const draft = { a0: values.a0 ?? '', a1: values.a1 ?? '', a2: values.a2 ?? '', a3: values.a3 ?? '' };
    if (Object.values(draft).some((v) => v.trim() !== '')) sessionStorage.setItem(KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(KEY);
  } catch {
    /* storage full or blocked: the form still works, without a draft */
  }
}

export function clearIdeaDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
}

/** Said when the form is closed with text in it, and above the form when the draft comes back. */
export const DRAFT_TEXT = {
  kept: 'Your idea is kept as a draft: “New” opens it again.',
  restored: 'Your draft is back, as you left it.',
  discard: 'Start over',
} as const;
