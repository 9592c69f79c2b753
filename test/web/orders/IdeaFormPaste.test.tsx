// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IdeaFormModal } from '../../../src/web/orders/IdeaFormModal';
import { shortenToCap } from '../../../src/shared/text/fit';

afterEach(cleanup);

describe('the idea title (first answer)', () => {
  it('says it is the page’s heading, and a paste longer than 50 is shortened at a word with an announced note', async () => {
    const onSubmit = vi.fn();
    render(<IdeaFormModal show submitting={false} onSubmit={onSubmit} onHide={() => {}} submitLabel="Place order" />);
    const idea = await screen.findByLabelText('What is your business idea?');
    expect(idea).toHaveAccessibleDescription(/It becomes your page’s main heading/);
    const user = userEvent.setup();
    await user.click(idea);
    await user.paste('Affordable dog walkers for busy professionals in Pune and Mumbai');
    expect(idea).toHaveValue('Affordable dog walkers for busy professionals in');
    const note = screen.getByText(/it was shortened/);
    expect(note).toHaveAttribute('role', 'status');
    expect(note).toHaveTextContent(
      'Your pasted text was 64 characters; only 50 fit, so it was shortened. Check how it ends.',
    );
    expect(idea).toHaveAccessibleDescription(/it was shortened/);

    // A paste that fits clears the note.
    await user.clear(idea);
    await user.paste('Dog walkers in Pune');
    expect(idea).toHaveValue('Dog walkers in Pune');
    expect(screen.queryByText(/it was shortened/)).toBeNull();
  });

  it('shortens at a word when one is near the cap', () => {
    expect(shortenToCap('x'.repeat(60), 50)).toBe('x'.repeat(50));
    expect(shortenToCap('Dog walkers for busy professionals in Pune, Mumbai', 45)).toBe(
      'Dog walkers for busy professionals in Pune',
    );
    expect(shortenToCap('short', 50)).toBe('short');
  });
});
