// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IdeaFormModal } from '../../../src/web/orders/IdeaFormModal';
import { REQUIRED_ANSWERS } from '../../../src/shared/orders/questions';
import { FOUNDER_QUESTION_TEXTS } from '../../../src/shared/orders/founder-questions';

const place = () => {
  const onSubmit = vi.fn();
  render(<IdeaFormModal show submitting={false} onSubmit={onSubmit} onHide={() => {}} submitLabel="Place order" />);
  return { onSubmit, user: userEvent.setup() };
};

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
    await user.type(screen.getByLabelText('What is your business solution?'), 'Boxes every week');
    expect(screen.getByText('16/500')).toBeInTheDocument();
    await user.type(screen.getByLabelText('What is your unique feature?'), 'Recipes by chefs');

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(onSubmit).toHaveBeenCalledWith([
      { question: 'What is your business idea?', answer: 'Meal kits' },
      { question: 'What is your business solution?', answer: 'Boxes every week' },
      { question: 'What is your unique feature?', answer: 'Recipes by chefs' },
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

  it('asks for the solution and the unique feature, a few words each, before it takes payment', async () => {
    const { onSubmit, user } = place();
    await user.type(screen.getByLabelText('What is your business idea?'), 'Meal kits');
    await user.type(screen.getByLabelText('What is your business solution?'), 'Boxes');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(REQUIRED_ANSWERS.solution)).toBeInTheDocument();
    expect(screen.getByText(REQUIRED_ANSWERS.feature)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('What is your business solution?'), ' every Sunday. Recipes inside.');
    await user.type(screen.getByLabelText('What is your unique feature?'), 'Chef-made sauces in every box.');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows what the page will be made of, from the sentences of the answers', async () => {
    const { user } = place();
    const outline = screen.getByTestId('page-outline');
    expect(outline).toHaveTextContent(/^Your page: no heading yet/);
    await user.type(screen.getByLabelText('What is your business idea?'), 'Meal kits');
    await user.type(screen.getByLabelText('What is your business solution?'), 'Boxes every Sunday. Recipes inside.');
    await user.type(screen.getByLabelText('What is your unique feature?'), 'Chef-made sauces.');
    await user.type(screen.getByLabelText('What is your question prompt?'), 'Would you pay?');
    expect(outline).toHaveTextContent(
      'Your page: the heading from your idea · 2 points from your solution · 1 from what makes it different · your question on the form',
    );
  });

  it("counts the founder's questions and each one's length under the fourth answer, and refuses a fourth question", async () => {
    const { onSubmit, user } = place();
    await user.type(screen.getByLabelText('What is your business idea?'), 'Meal kits');
    await user.type(screen.getByLabelText('What is your business solution?'), 'Boxes every Sunday');
    await user.type(screen.getByLabelText('What is your unique feature?'), 'Chef-made sauces inside');
    const prompt = screen.getByLabelText('What is your question prompt?');
    await user.type(prompt, '1. Would you pay?{Enter}2. Sign up for the pilot in March.');
    const check = screen.getByTestId('founder-questions');
    expect(prompt.getAttribute('aria-describedby')).toContain(check.id);
    expect(check).toHaveTextContent(FOUNDER_QUESTION_TEXTS.found(2));
    expect(
      within(check)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Would you pay? (14/200)', 'Sign up for the pilot in March. (31/200)']);
    expect(within(check).getByRole('alert')).toBeEmptyDOMElement();

    await user.type(prompt, '{Enter}How much?{Enter}Tell us what would stop you.');
    expect(check).toHaveTextContent(FOUNDER_QUESTION_TEXTS.found(4));
    expect(within(check).getByRole('alert')).toHaveTextContent(FOUNDER_QUESTION_TEXTS.tooMany(4));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(onSubmit).not.toHaveBeenCalled();
    // Marked invalid, and the limit said once (live, under the answer), not twice.
    await waitFor(() => expect(prompt).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(FOUNDER_QUESTION_TEXTS.tooMany(4))).toHaveLength(1);
  });
});
