// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COPY_TEXT, SubmissionModal } from '../../../src/web/analytics/SubmissionModal';
import { replyHref, replySubject } from '../../../src/web/analytics/reply';
import { lead } from './harness';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the lead modal', () => {
  it('shows each answered question with its own text and nothing for absent fields', () => {
    const l = lead(1, {
      answers: [
        { question: 'What is your budget?', answer: 'About ₹5,000' },
        { question: 'When do you need it?', answer: 'Next month' },
      ],
      country: 'India',
      channel: null,
      campaign: null,
      subject: null,
    });
    render(<SubmissionModal submission={l} pageName="Green Cart" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    const terms = within(dialog)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(['What is your budget?', 'When do you need it?', 'Message', 'Country']);
    expect(within(dialog).getByText('About ₹5,000')).toBeInTheDocument();
    expect(within(dialog).queryByText('N/A')).toBeNull();
    expect(within(dialog).queryByText(/Question \d/)).toBeNull();
  });

  it('a price test’s lead: named by its email, its price shown plainly, no empty greeting', () => {
    const l = lead(3, {
      name: '',
      message: '',
      subject: null,
      answers: [],
      country: null,
      visit_country: null,
      channel: 'Direct',
      campaign: null,
      email: 'ravi@example.com',
      price: '19.50 USD/month',
    });
    render(<SubmissionModal submission={l} pageName="Green Cart" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Submission from ravi@example.com' });
    const terms = within(dialog)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(['Price chosen (orders not open yet; nothing was ordered)', 'Channel']);
    expect(within(dialog).getByText('19.50 USD/month')).toBeInTheDocument();
    const href = within(dialog).getByRole('link', { name: 'Reply to ravi@example.com by email' }).getAttribute('href')!;
    expect(decodeURIComponent(href.split('&body=')[1]!)).toBe('Hello,\r\n\r\n');
  });

  it('Reply is a mailto: link to the lead with the page name in the subject, encoded', () => {
    const l = lead(2, { email: 'ravi+test@example.com', subject: 'Price & delivery?' });
    render(<SubmissionModal submission={l} pageName="Green Cart #1" onClose={() => {}} />);
    const href = screen.getByRole('link', { name: 'Reply to Lead 2 by email' }).getAttribute('href')!;
    expect(href.startsWith('mailto:ravi%2Btest@example.com?subject=')).toBe(true);
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Re: Price & delivery? (Green Cart #1)');
    expect(href).toContain('subject=Re%3A%20Price%20%26%20delivery%3F%20(Green%20Cart%20%231)');
    expect(url.searchParams.get('body')).toContain('> Message 2');
  });

  it('Copy email puts the address on the clipboard and announces it; a failure says what to do', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValueOnce(undefined);
    render(<SubmissionModal submission={lead(3)} pageName="Green Cart" onClose={() => {}} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Copy email' }));
    expect(writeText).toHaveBeenCalledWith('lead3@example.com');
    expect(status).toHaveTextContent(COPY_TEXT.done);

    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy email' }));
    expect(status).toHaveTextContent(COPY_TEXT.failed);
  });
});

describe('reply texts', () => {
  it('names the page even without a subject, and quotes at most 500 characters', () => {
    expect(replySubject({ subject: null }, 'Green Cart')).toBe('Your message on Green Cart');
    expect(replySubject({ subject: '  ' }, 'Green Cart')).toBe('Your message on Green Cart');
    const href = replyHref({ ...lead(4), message: 'x'.repeat(2000) }, 'Green Cart');
    const body = new URL(href).searchParams.get('body')!;
    expect(body.match(/x/g)).toHaveLength(500);
  });
});
