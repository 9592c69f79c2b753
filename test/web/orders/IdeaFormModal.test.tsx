// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IdeaFormModal } from '../../../src/web/orders/IdeaFormModal';

afterEach(cleanup);

describe('the new-idea modal', () => {
  it('has the spec title and four questions with caps that refuse extra input and live counters', async () => {
    const onSubmit = vi.fn();
    render(<IdeaFormModal show submitting={false} onSubmit={onSubmit} onHide={() => {}} submitLabel="Place order" />);
    expect(await screen.findByText('Tell us your business idea and we will make it live')).toBeInTheDocument();
    const idea = screen.getByLabelText('What is your business idea?');
    expect(idea).toHaveAttribute('maxlength', '50');
    for (const q of [
      'What is your business solution?',
      'What is your unique feature?',
      'What is your question prompt?',
    ]) {
      expect(screen.getByLabelText(q)).toHaveAttribute('maxlength', '500');
    }
    expect(screen.getByText('0/50')).toBeInTheDocument();
    expect(screen.getAllByText('0/500')).toHaveLength(3);

    const user = userEvent.setup();
    await user.type(idea, 'x'.repeat(55));
    expect(idea).toHaveValue('x'.repeat(50));
    expect(screen.getByText('50/50')).toBeInTheDocument();
    await user.clear(idea);
    await user.type(idea, 'Meal kits');
    expect(screen.getByText('9/50')).toBeInTheDocument();
    await user.type(screen.getByLabelText('What is your business solution?'), 'Boxes');
    expect(screen.getByText('5/500')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(onSubmit).toHaveBeenCalledWith([
      { question: 'What is your business idea?', answer: 'Meal kits' },
      { question: 'What is your business solution?', answer: 'Boxes' },
      { question: 'What is your unique feature?', answer: '' },
      { question: 'What is your question prompt?', answer: '' },
    ]);
  });

  it('needs an answer to the first question', async () => {
    const onSubmit = vi.fn();
    render(<IdeaFormModal show submitting={false} onSubmit={onSubmit} onHide={() => {}} submitLabel="Place order" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('What is your business idea?'), '   ');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Please describe your business idea')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
