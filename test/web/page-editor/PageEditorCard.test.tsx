// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageEditorCard, EDITOR_TEXTS } from '../../../src/web/page-editor/PageEditorCard';
import { CountedField } from '../../../src/web/ui/CountedField';
import { normalised, questionsFrom, sameContent, setIn } from '../../../src/web/page-editor/draft';
import { PAGE_EDITOR_MESSAGES, PAGE_SECTION_LABELS } from '../../../src/shared/contracts/page-editor';
import { fullLandingPage } from '../../landing/fixtures';
import { mockApi, renderAt } from '../orders/harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = 'abcdefgh12345678';
const V1 = '11111111-1111-4111-8111-111111111111';
const V2 = '22222222-2222-4222-8222-222222222222';

function editorAnswer(overrides: Record<string, unknown> = {}) {
  return {
    content: fullLandingPage(),
    versions: [{ id: V1, created_at: '2026-01-10T10:05:00.000Z', source: 'generated' }],
    editable: true,
    regenerations_left: 5,
    regenerations_per_day: 5,
    suggestions: [],
    ...overrides,
  };
}

const renderCard = () => renderAt(`/o/${ID}`, [{ path: '/o/:id', element: <PageEditorCard orderId={ID} /> }]);

describe('the landing page editor card', () => {
  it('edits a field (counter and preview follow) and saves against the version it started from', async () => {
    const calls = mockApi(({ method, url }) => {
      if (method === 'GET' && url === `/api/orders/${ID}/page`) return { body: editorAnswer() };
      if (method === 'POST' && url === `/api/orders/${ID}/page/preview`)
        return { body: '<!doctype html><p>preview</p>' };
      if (method === 'PUT' && url === `/api/orders/${ID}/page`)
        return { body: { version: { id: V2, created_at: '2026-01-11T10:00:00.000Z', source: 'edited' } } };
      return undefined;
    });
    renderCard();
    const name = await screen.findByLabelText('Business name');
    expect(screen.getByText('22/80')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save and publish' })).toBeDisabled();
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, 'Pedal Co');
    expect(screen.getByText('8/80')).toBeInTheDocument();
    expect(screen.getByText(EDITOR_TEXTS.unsaved)).toBeInTheDocument();
    await waitFor(() => {
      const previews = calls.filter((c) => c.url.endsWith('/page/preview'));
      expect(
        (previews.at(-1)?.body as { content: { seo_content: { business_name: string } } })?.content.seo_content
          .business_name,
      ).toBe('Pedal Co');
    });
    await user.click(screen.getByRole('button', { name: 'Save and publish' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!.body as {
      base_version_id: string;
      source: string;
      content: { seo_content: { business_name: string } };
    };
    expect(put.base_version_id).toBe(V1);
    expect(put.source).toBe('edited');
    expect(put.content.seo_content.business_name).toBe('Pedal Co');
    expect(await screen.findByText(EDITOR_TEXTS.saved)).toBeInTheDocument();
  });

  it('shows the conflict when another tab saved first, with a way to load the latest version', async () => {
    mockApi(({ method, url }) => {
      if (method === 'GET' && url === `/api/orders/${ID}/page`) return { body: editorAnswer() };
      if (method === 'PUT') return { status: 409, body: { detail: PAGE_EDITOR_MESSAGES.staleVersion } };
      if (url.endsWith('/preview')) return { body: '' };
      return undefined;
    });
    renderCard();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), '!');
    await user.click(screen.getByRole('button', { name: 'Save and publish' }));
    expect(await screen.findByText(PAGE_EDITOR_MESSAGES.staleVersion)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load the latest version' }));
    expect(await screen.findByRole('dialog', { name: 'Load the latest version?' })).toBeInTheDocument();
  });

  it('is read-only once Completed: a note, disabled fields, no save or regenerate', async () => {
    mockApi(({ method, url }) => {
      if (method === 'GET' && url === `/api/orders/${ID}/page`) return { body: editorAnswer({ editable: false }) };
      if (url.endsWith('/preview')) return { body: '' };
      return undefined;
    });
    renderCard();
    expect(await screen.findByText(EDITOR_TEXTS.readOnly)).toBeInTheDocument();
    expect(screen.getByLabelText('Business name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save and publish' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Regenerate' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Restore/ })).toBeNull();
  });

  it('regenerates into the draft and counts down; with none left the button is disabled', async () => {
    const regenerated = fullLandingPage({ header: 'A fresh header from your answers' });
    const calls = mockApi(({ method, url }) => {
      if (method === 'GET' && url === `/api/orders/${ID}/page`)
        return { body: editorAnswer({ regenerations_left: 1 }) };
      if (url.endsWith('/regenerate')) return { body: { content: regenerated, regenerations_left: 0, changed: true } };
      if (url.endsWith('/preview')) return { body: '' };
      return undefined;
    });
    renderCard();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Regenerate'), 'hero');
    expect(screen.getByText(EDITOR_TEXTS.regenerationsLeft(1, 5))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByDisplayValue('A fresh header from your answers')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/regenerate'))!.body).toMatchObject({ section: 'hero' });
    expect(await screen.findByText(EDITOR_TEXTS.regenerationsLeft(0, 5))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Regenerate' })).toBeDisabled();
    expect(screen.getByText(EDITOR_TEXTS.regenerated(PAGE_SECTION_LABELS.hero))).toBeInTheDocument();
  });

  it('says so when the writer has nothing different, and keeps the draft and the count', async () => {
    mockApi(({ method, url }) => {
      if (method === 'GET' && url === `/api/orders/${ID}/page`)
        return { body: editorAnswer({ regenerations_left: 3 }) };
      if (url.endsWith('/regenerate'))
        return { body: { content: fullLandingPage(), regenerations_left: 3, changed: false } };
      if (url.endsWith('/preview')) return { body: '' };
      return undefined;
    });
    renderCard();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Regenerate'), 'about');
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText(PAGE_EDITOR_MESSAGES.nothingNew(PAGE_SECTION_LABELS.about))).toBeInTheDocument();
    expect(screen.getByText(EDITOR_TEXTS.regenerationsLeft(3, 5))).toBeInTheDocument();
    expect(screen.queryByText(EDITOR_TEXTS.unsaved)).toBeNull();
  });
});

it('offers suggested cards with their label, added to a chosen service card by hand', async () => {
  const label = 'suggested — not from your answers';
  mockApi(({ method, url }) => {
    if (method === 'GET' && url === `/api/orders/${ID}/page`) {
      return {
        body: editorAnswer({
          suggestions: [
            {
              heading: 'Gift cards',
              description: 'Give a delivery as a present.',
              font_awesome_icon: 'fa-gift',
              label,
            },
          ],
        }),
      };
    }
    if (url.endsWith('/preview')) return { body: '' };
    return undefined;
  });
  renderCard();
  expect(await screen.findByText(label)).toBeInTheDocument();
  expect(screen.queryByDisplayValue('Gift cards')).toBeNull();
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Put a suggestion in'), 'service3');
  await user.click(screen.getByRole('button', { name: 'Use' }));
  expect(screen.getByLabelText('Service 3 heading')).toHaveValue('Gift cards');
  expect(screen.getByLabelText('Service 3 description')).toHaveValue('Give a delivery as a present.');
  expect(screen.getByText(EDITOR_TEXTS.unsaved)).toBeInTheDocument();
});

describe('editor pieces', () => {
  it('the counter is announced only near the limit', () => {
    const { rerender } = render(<CountedField id="f" label="Heading" value="abc" max={80} onChange={() => {}} />);
    expect(screen.getByText('3/80')).toBeInTheDocument();
    expect(screen.queryByText(/characters left/)).toBeNull();
    rerender(<CountedField id="f" label="Heading" value={'x'.repeat(75)} max={80} onChange={() => {}} />);
    expect(screen.getByText('Heading: 5 characters left')).toBeInTheDocument();
  });

  it('draft helpers: set a nested value, drop blank questions, compare contents', () => {
    const page = fullLandingPage();
    const edited = setIn(page, ['seo_content', 'services', 'service2', 'heading'], 'New');
    expect(edited.seo_content.services.service2.heading).toBe('New');
    expect(page.seo_content.services.service2.heading).toBe('Grocery runs');
    const blanks = { ...page, questions: questionsFrom(['First?', '  ', 'Third?']) };
    expect(normalised(blanks).questions).toEqual({ num_questions: 2, question_1: 'First?', question_2: 'Third?' });
    expect(
      sameContent(page, {
        ...page,
        questions: questionsFrom(['What do you usually send?', 'How many deliveries a week?', '']),
      }),
    ).toBe(true);
    expect(sameContent(page, edited)).toBe(false);
  });
});
