import { useEffect, useState, type ClipboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  IDEA_ANSWER_CAPS,
  IDEA_QUESTIONS,
  requiredAnswerProblem,
  type IdeaAnswer,
} from '../../shared/orders/questions';
import { ideaAnswersFrom, ideaPairsOf, type IdeaAnswers } from '../../shared/orders/answers';
import {
  FOUNDER_QUESTION_LIMITS,
  FOUNDER_QUESTION_TEXTS,
  founderQuestionProblems,
  founderQuestionsIn,
} from '../../shared/orders/founder-questions';
import { pageOutline } from '../../shared/orders/outline';
import { ORDER_TEXTS } from '../../shared/messages';
import type { OrderPrice } from '../../shared/contracts/orders';
import { formatMoney } from '../../shared/money';
import { shortenToCap } from '../../shared/text/fit';
import { clearIdeaDraft, DRAFT_TEXT, hasIdeaDraft, loadIdeaDraft, saveIdeaDraft } from './ideaDraft';

const formSchema = z.object({
  a0: z
    .string()
    .max(IDEA_ANSWER_CAPS[0])
    .refine((v) => v.trim() !== '', ORDER_TEXTS.titleRequired),
  a1: z
    .string()
    .max(IDEA_ANSWER_CAPS[1])
    .superRefine((v, ctx) => {
      const problem = requiredAnswerProblem('solution', v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  a2: z
    .string()
    .max(IDEA_ANSWER_CAPS[2])
    .superRefine((v, ctx) => {
      const problem = requiredAnswerProblem('feature', v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  a3: z
    .string()
    .max(IDEA_ANSWER_CAPS[3])
    .superRefine((v, ctx) => {
      const problem = founderQuestionProblems(v)[0];
      if (problem) ctx.addIssue({ code: 'custom', message: problem.message });
    }),
});
type FormValues = z.infer<typeof formSchema>;
const FIELDS = ['a0', 'a1', 'a2', 'a3'] as const;
type Field = (typeof FIELDS)[number];

/** The form's fields (also the draft's keys, ./ideaDraft.ts) as the answers they hold, by name. */
const answersOfForm = (v: Partial<FormValues>): IdeaAnswers => ({
  idea: v.a0 ?? '',
  solution: v.a1 ?? '',
  feature: v.a2 ?? '',
  question: v.a3 ?? '',
});

/** The form's values for an idea's stored answers (none: a blank form). */
function formOfAnswers(idea?: IdeaAnswer[]): FormValues {
  const a = ideaAnswersFrom(idea ?? []);
  return { a0: a.idea, a1: a.solution, a2: a.feature, a3: a.question };
}

/** The first answer is a title: what the form says under it. */
const IDEA_TITLE_HINT =
  'A short title, like “Dog walkers for busy professionals in Pune”. It becomes your page’s main heading.';

/** What the founder is told when a paste did not fit. */
function shortenedNote(pasted: number, cap: number): string {
  return `Your pasted text was ${pasted} characters; only ${cap} fit, so it was shortened. Check how it ends.`;
}

/** What an order buys, said next to its price on the new-idea form. */
function priceText(price: OrderPrice): { price: string; buys: string } {
  return {
    price: `${formatMoney(price.amount_minor, price.currency)}, one payment`,
    buys:
      `A landing page written from these answers, published at its own web address and live for ` +
      `${price.validation_days} days, with its visits and contact-form leads counted on your dashboard. ` +
      `Ad campaigns are optional and paid separately.`,
  };
}

/** A new order's payment choices: the price (from the server) and "Pay later". */
interface OrderPayment {
  /** undefined while loading. */
  price: OrderPrice | undefined;
  priceError: boolean;
  /** Place the order without paying now (it waits in the list with a Pay action). */
  onPayLater(idea: IdeaAnswer[]): void;
}

export interface IdeaFormModalProps {
  show: boolean;
  /** Editing an existing idea (its answers), or a new one. */
  initial?: IdeaAnswer[];
  title?: string;
  submitLabel?: string;
  submitting: boolean;
  onSubmit(idea: IdeaAnswer[]): void;
  onHide(): void;
  /** A new order: show the price and what it buys, and offer "Pay later" next to the submit button. */
  payment?: OrderPayment;
  /**
   * Keep what is typed as a draft (./ideaDraft.ts) that closing the form does not throw away; the
   * form opens on it. For a new idea (an edit starts from the saved answers).
   */
  keepDraft?: boolean;
}

/**
 * The four business-idea questions: caps of 50/500/500/500 that refuse extra input (maxLength)
 * and a live "n/max" counter under each answer. The first answer is the idea's title (the
 * page's main heading). A paste longer than the cap is shortened at a word, with a note saying so.
 */
export function IdeaFormModal({
  show,
  initial,
  title,
  submitLabel,
  submitting,
  onSubmit,
  onHide,
  payment,
  keepDraft = false,
}: IdeaFormModalProps) {
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: formOfAnswers(initial) });
  const { register, handleSubmit, watch, reset, formState, setValue } = form;
  /** Per field: the length of a paste that was too long (the note under the field), or nothing. */
  const [shortened, setShortened] = useState<Partial<Record<Field, number>>>({});
  /** The form opened on a kept draft (said above the questions, with a way to start over). */
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    if (show) {
      const draft = keepDraft && !initial && hasIdeaDraft() ? loadIdeaDraft() : null;
      reset(draft ?? formOfAnswers(initial));
      setRestored(draft !== null);
      setShortened({});
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when the modal opens
  }, [show, initial]);
  // Every change is kept, so Escape, a click outside or Cancel cannot lose it.
  useEffect(() => {
    if (!keepDraft || !show) return;
    const sub = watch((v) => saveIdeaDraft(v));
    return () => sub.unsubscribe();
  }, [keepDraft, show, watch]);
  const startOver = () => {
    clearIdeaDraft();
    reset(formOfAnswers());
    setRestored(false);
    setShortened({});
  };
  const watched = watch();

  /**
   * The input's maxLength would silently drop the end of a long paste: instead the paste is
   * shortened at a word and the founder is told (a visible, announced note).
   */
  const onPaste = (field: Field, cap: number) => (e: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const el = e.currentTarget;
    const pasted = e.clipboardData.getData('text/plain') || e.clipboardData.getData('text');
    const before = el.value.slice(0, el.selectionStart ?? el.value.length);
    const after = el.value.slice(el.selectionEnd ?? el.value.length);
    const whole = `${before}${pasted}${after}`;
    if (whole.length <= cap) {
      if (shortened[field]) setShortened((s) => ({ ...s, [field]: undefined }));
      return;
    }
    e.preventDefault();
    const room = Math.max(0, cap - before.length - after.length);
    const fitted = `${before}${shortenToCap(pasted, room)}${after}`;
    setValue(field, fitted, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    setShortened((s) => ({ ...s, [field]: whole.length }));
  };

  return (
    <Modal show={show} onHide={submitting ? undefined : onHide} size="lg" centered aria-labelledby="idea-form-title">
      <Form noValidate onSubmit={handleSubmit((v) => onSubmit(ideaPairsOf(answersOfForm(v))))}>
        <Modal.Header closeButton={!submitting}>
          <Modal.Title id="idea-form-title" className="h5">
            {title ?? ORDER_TEXTS.newIdeaTitle}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {restored && (
            <div className="alert alert-info d-flex flex-wrap align-items-center gap-2 py-2 small" role="status">
              <span className="flex-grow-1">{DRAFT_TEXT.restored}</span>
              <Button variant="outline-secondary" size="sm" onClick={startOver}>
                {DRAFT_TEXT.discard}
              </Button>
            </div>
          )}
          {IDEA_QUESTIONS.map((question, i) => {
            const field = FIELDS[i]!;
            const cap = IDEA_ANSWER_CAPS[i]!;
            const length = (watched[field] ?? '').length;
            // A broken limit of the founder's questions is said once, live, under the fourth answer.
            const message = formState.errors[field]?.message;
            const error =
              i === 3 && founderQuestionProblems(watched.a3 ?? '').some((p) => p.message === message)
                ? undefined
                : message;
            const invalid = Boolean(formState.errors[field]);
            const counterId = `idea-${field}-count`;
            const noteId = `idea-${field}-shortened`;
            const note = shortened[field];
            const hintId = `idea-${field}-hint`;
            const questionsId = 'idea-a3-questions';
            const describedBy = [i === 0 ? hintId : '', counterId, note ? noteId : '', i === 3 ? questionsId : '']
              .filter(Boolean)
              .join(' ');
            return (
              <Form.Group key={field} className="mb-3" controlId={`idea-${field}`}>
                <Form.Label className="fw-semibold">{question}</Form.Label>
                {i === 0 && (
                  <Form.Text id={hintId} className="d-block mt-n1 mb-1">
                    {IDEA_TITLE_HINT}
                  </Form.Text>
                )}
                {i === 0 ? (
                  <Form.Control
                    type="text"
                    maxLength={cap}
                    aria-describedby={describedBy}
                    isInvalid={invalid}
                    aria-invalid={invalid}
                    autoFocus
                    onPaste={onPaste(field, cap)}
                    {...register(field)}
                  />
                ) : (
                  <Form.Control
                    as="textarea"
                    rows={3}
                    maxLength={cap}
                    aria-describedby={describedBy}
                    isInvalid={invalid}
                    aria-invalid={invalid}
                    onPaste={onPaste(field, cap)}
                    {...register(field)}
                  />
                )}
                <div className="d-flex justify-content-between">
                  <Form.Control.Feedback type="invalid" className={error ? 'd-block' : ''}>
                    {error}
                  </Form.Control.Feedback>
                  <small
                    id={counterId}
                    className={`ms-auto ${length >= cap ? 'text-danger fw-semibold' : 'text-body-secondary'}`}
                    aria-live="polite"
                  >
                    {length}/{cap}
                  </small>
                </div>
                <div id={noteId} role="status" aria-live="polite" className="small text-warning-emphasis">
                  {note ? shortenedNote(note, cap) : null}
                </div>
                {i === 3 && <FounderQuestionsCheck id={questionsId} text={watched.a3 ?? ''} />}
              </Form.Group>
            );
          })}
          <p className="small rounded-3 border p-2 mb-3" data-testid="page-outline">
            {pageOutline(answersOfForm(watched))}
          </p>
          {payment && <PriceBox payment={payment} submitLabel={submitLabel ?? 'Submit'} />}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide} disabled={submitting}>
            Cancel
          </Button>
          {payment && (
            <Button
              variant="outline-primary"
              disabled={submitting}
              onClick={handleSubmit((v) => payment.onPayLater(ideaPairsOf(answersOfForm(v))))}
            >
              Pay later
            </Button>
          )}
          <Button type="submit" variant="primary" disabled={submitting}>
            {submitting && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
            {submitLabel ?? 'Submit'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

/**
 * Under the fourth answer: how many questions the page's form will carry (of the limit) and each
 * one's length against its limit, with the limit's message when one is broken (the same text the
 * server refuses it with), so nothing is cut after payment.
 */
function FounderQuestionsCheck({ id, text }: { id: string; text: string }) {
  const questions = founderQuestionsIn(text);
  const problems = founderQuestionProblems(text);
  const tooMany = questions.length > FOUNDER_QUESTION_LIMITS.maxQuestions;
  return (
    <div id={id} className="small mt-1" data-testid="founder-questions">
      <p className={`mb-1 ${tooMany ? 'text-danger fw-semibold' : 'text-body-secondary'}`} aria-live="polite">
        {FOUNDER_QUESTION_TEXTS.found(questions.length)}
      </p>
      {questions.length > 0 && (
        <ol className="mb-1 ps-3">
          {questions.map((q, i) => {
            const over = q.length > FOUNDER_QUESTION_LIMITS.maxLength;
            return (
              <li key={i} className="text-break">
                <span className={i >= FOUNDER_QUESTION_LIMITS.maxQuestions ? 'text-danger' : ''}>{q}</span>{' '}
                <span className={over ? 'text-danger fw-semibold' : 'text-body-secondary'}>
                  ({q.length}/{FOUNDER_QUESTION_LIMITS.maxLength})
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <div role="alert" className="text-danger">
        {problems.map((p) => (
          <p key={`${p.kind}-${p.index ?? ''}`} className="mb-1">
            {p.message}
          </p>
        ))}
      </div>
    </div>
  );
}

function PriceBox({ payment, submitLabel }: { payment: OrderPayment; submitLabel: string }) {
  const text = payment.price ? priceText(payment.price) : null;
  return (
    <section className="idea-price rounded-3 border bg-body-tertiary p-3" aria-labelledby="idea-price-title">
      <h2 id="idea-price-title" className="h6 mb-1">
        Price:{' '}
        {text ? (
          <span data-testid="order-price">{text.price}</span>
        ) : payment.priceError ? (
          <span className="fw-normal">could not be loaded; the checkout shows it before you pay.</span>
        ) : (
          <span className="fw-normal text-body-secondary">loading…</span>
        )}
      </h2>
      {text && <p className="small mb-2">{text.buys}</p>}
      <p className="small text-body-secondary mb-0">
        “{submitLabel}” takes you straight to payment. “Pay later” keeps the order unpaid in your list, with a Pay
        button.
      </p>
    </section>
  );
}
