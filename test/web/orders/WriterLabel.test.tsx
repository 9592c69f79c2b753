// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { OrderDashboardHeader } from '../../../src/web/orders/OrderDashboardHeader';
import type { Order } from '../../../src/shared/contracts/orders';
import { toOrder } from '../../../src/server/orders/serialize';
import { writerOf } from '../../../src/shared/orders/writer';

afterEach(cleanup);

const order = (writer: Order['writer'], status: Order['status'] = 'Active'): Order => ({
  id: 'abcdefgh12345678',
  title: 'Dog walkers for busy professionals in Pune',
  business_idea: [],
  amount: 99,
  amount_minor: 9900,
  currency: 'INR',
  status,
  created_at: '2026-01-10T10:00:00.000Z',
  due_date: '2026-01-17T10:00:00.000Z',
  paid_at: '2026-01-10T10:05:00.000Z',
  paid_with: 'razorpay',
  landing_page: null,
  landing_url: '/p/abcdefgh12345678',
  writer,
});

describe('who wrote the landing page, next to its button', () => {
  it('built-in: "Written from your answers — read it before you share"', () => {
    render(<OrderDashboardHeader order={order({ kind: 'builtin', model: null })} paying={false} onPay={() => {}} />);
    expect(screen.getByRole('link', { name: /View Landing Page/ })).toBeInTheDocument();
    expect(screen.getByTestId('writer-label')).toHaveTextContent(
      'Written from your answers — read it before you share',
    );
  });

  it('a model: "Written by {model} from your answers — read it before you share"', () => {
    render(
      <OrderDashboardHeader order={order({ kind: 'model', model: 'llama3.1:8b' })} paying={false} onPay={() => {}} />,
    );
    expect(screen.getByTestId('writer-label')).toHaveTextContent(
      'Written by llama3.1:8b from your answers — read it before you share',
    );
  });

  it('nothing while the page is not written yet', () => {
    render(<OrderDashboardHeader order={order(null, 'Under Processing')} paying={false} onPay={() => {}} />);
    expect(screen.queryByTestId('writer-label')).toBeNull();
  });
});

describe('the order contract says which writer produced the content', () => {
  it('reads the stored generator: builtin, llm:{model}, llm (older rows), nothing', () => {
    expect(writerOf('builtin')).toEqual({ kind: 'builtin', model: null });
    expect(writerOf('llm:gpt-4o-mini')).toEqual({ kind: 'model', model: 'gpt-4o-mini' });
    expect(writerOf('llm')).toEqual({ kind: 'model', model: null });
    expect(writerOf(null)).toBeNull();
    const row = {
      id: 'o1',
      title: 'x',
      businessIdea: [],
      amountMinor: 9900,
      currency: 'INR',
      status: 'Active',
      createdAt: new Date(0),
      dueAt: new Date(0),
      paidAt: new Date(0),
      landingPage: { seo_content: {}, questions: { num_questions: 0 } },
      generator: 'llm:qwen2.5:7b',
    } as unknown as Parameters<typeof toOrder>[0];
    expect(toOrder(row).writer).toEqual({ kind: 'model', model: 'qwen2.5:7b' });
    expect(toOrder({ ...row, landingPage: null }).writer).toBeNull();
  });
});
