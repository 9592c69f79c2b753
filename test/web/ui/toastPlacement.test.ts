import { describe, expect, it } from 'vitest';
import { toastPlacement } from '../../../src/web/ui/toast';

// Issue 35 item 6: a toast never covers a control, e.g. a dialog's close button.
describe('toastPlacement', () => {
  it('puts the toasts at the bottom when no dialog is open', () => {
    expect(toastPlacement(844, 70, null)).toEqual({ side: 'bottom', inset: 0 });
  });

  it('keeps them at the bottom below a dialog that leaves room there', () => {
    expect(toastPlacement(844, 70, { top: 250, bottom: 600 })).toEqual({ side: 'bottom', inset: 0 });
  });

  it('moves them to the top when the dialog reaches down to where they would be', () => {
    expect(toastPlacement(844, 70, { top: 200, bottom: 820 })).toEqual({ side: 'top', inset: 0 });
  });

  it('puts them at the top and starts the dialog below them when it fills the screen', () => {
    expect(toastPlacement(844, 70, { top: 8, bottom: 1400 })).toEqual({ side: 'top', inset: 78 });
  });
});
