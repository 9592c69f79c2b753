import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { IDEA_ANSWER_CAPS, IDEA_QUESTIONS, normaliseIdea, type IdeaAnswer } from '../../shared/orders/questions';
import { ORDER_TEXTS } from '../../shared/messages';

const formSchema = z.object({
  a0: z.string().max(IDEA_ANSWER_CAPS[0]).refine((v) => v.trim() !== '', 'Please describe your business idea'),
  a1: z.string().max(IDEA_ANSWER_CAPS[1]),
  a2: z.string().max(IDEA_ANSWER_CAPS[2]),
  a3: z.string().max(IDEA_ANSWER_CAPS[3]),
});
type FormValues = z.infer<typeof formSchema>;
const FIELDS = ['a0', 'a1', 'a2', 'a3'] as const;

export interface IdeaFormModalProps {
  show: boolean;
  /** Editing an existing idea (its answers), or a new one. */
  initial?: IdeaAnswer[];
  title?: string;
  submitLabel?: string;
  submitting: boolean;
  onSubmit(idea: IdeaAnswer[]): void;
  onHide(): void;
}

/**
 * The four business-idea questions (SPEC §5): caps of 50/500/500/500 that refuse extra input
 * (maxLength) and a live "n/max" counter under each answer.
 */
export function IdeaFormModal({ show, initial, title, submitLabel, submitting, onSubmit, onHide }: IdeaFormModalProps) {
  const values = (idea?: IdeaAnswer[]): FormValues => ({
    a0: idea?.[0]?.answer ?? '',
    a1: idea?.[1]?.answer ?? '',
    a2: idea?.[2]?.answer ?? '',
    a3: idea?.[3]?.answer ?? '',
  });
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: values(initial) });
  const { register, handleSubmit, watch, reset, formState } = form;
  useEffect(() => {
    if (show) reset(values(initial));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when the modal opens
  }, [show, initial]);
  const watched = watch();

  return (
    <Modal show={show} onHide={submitting ? undefined : onHide} size="lg" centered aria-labelledby="idea-form-title">
      <Form
        noValidate
        onSubmit={handleSubmit((v) => onSubmit(normaliseIdea(FIELDS.map((f) => v[f]))))}
      >
        <Modal.Header closeButton={!submitting}>
          <Modal.Title id="idea-form-title" className="h5">
            {title ?? ORDER_TEXTS.newIdeaTitle}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {IDEA_QUESTIONS.map((question, i) => {
            const field = FIELDS[i]!;
            const cap = IDEA_ANSWER_CAPS[i]!;
            const length = (watched[field] ?? '').length;
            const error = formState.errors[field]?.message;
            const counterId = `idea-${field}-count`;
            return (
              <Form.Group key={field} className="mb-3" controlId={`idea-${field}`}>
                <Form.Label className="fw-semibold">{question}</Form.Label>
                {i === 0 ? (
                  <Form.Control
                    type="text"
                    maxLength={cap}
                    aria-describedby={counterId}
                    isInvalid={Boolean(error)}
                    autoFocus
                    {...register(field)}
                  />
                ) : (
                  <Form.Control
                    as="textarea"
                    rows={3}
                    maxLength={cap}
                    aria-describedby={counterId}
                    isInvalid={Boolean(error)}
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
              </Form.Group>
            );
          })}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={submitting}>
            {submitting && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
            {submitLabel ?? 'Submit'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
