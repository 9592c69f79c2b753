import type { ReactNode } from 'react';
import { CONTACT_LIMITS, HONEYPOT_FIELD } from '../../shared/contracts/leads';
import type { LandingView } from '../content';
import { contactClientText, fill } from '../messages';
import type { ContactState } from './contactState';
import { Icon } from './Icon';

interface FieldProps {
  name: string;
  label: string;
  state: ContactState;
  /** The "(optional)" mark, in the page's language; none for a required field. */
  optional?: string;
  children: (attrs: Record<string, unknown>) => ReactNode;
}

function Field({ name, label, state, optional, children }: FieldProps) {
  const id = `f-${name}`;
  const error = state.status === 'invalid' ? state.errors[name] : undefined;
  const value = state.status === 'invalid' ? state.values[name] : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {optional ? <span className="optional"> {optional}</span> : null}
      </label>
      {children({
        id,
        name,
        defaultValue: value,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': `${id}-error`,
      })}
      <p className="field-error" id={`${id}-error`} data-error-for={name}>
        {error}
      </p>
    </div>
  );
}

export function ContactSection({ view, state }: { view: LandingView; state: ContactState }) {
  const policyError = state.status === 'invalid' ? state.errors.policy : undefined;
  const policyChecked = state.status === 'invalid' ? state.values.policy === 'on' : undefined;
  const t = view.text.contact;
  const name = { name: view.businessName };
  return (
    <section id="contact" className="section section-alt contact" aria-labelledby="contact-title">
      <div className="wrap contact-grid">
        <div className="contact-intro">
          <p className="eyebrow">{t.eyebrow}</p>
          <h2 id="contact-title">{t.title}</h2>
          <p className="lead">
            {fill(
              view.questions.length > 1 ? t.leadQuestions : view.questions.length ? t.leadQuestion : t.leadOpen,
              name,
            )}
          </p>
          <ul className="checks">
            <li>
              <Icon name="fa-lock" className="check-icon" />
              <span>{t.privacy}</span>
            </li>
            <li>
              <Icon name="fa-ban" className="check-icon" />
              <span>{t.noTracking}</span>
            </li>
          </ul>
        </div>
        {state.status === 'sent' ? (
          // Sent (the no-JavaScript round trip): a thank-you in the form's place, saying what happens
          // next; the script shows the same after a send (client/contact.ts).
          <div className="card form is-sent" id="contact-form">
            <div className="form-status is-ok" role="status" aria-live="polite" tabIndex={-1} data-status>
              {view.text.form.sent}
            </div>
            <p className="thanks-next">{fill(view.text.form.next, name)}</p>
            <a className="btn btn-outline" href={`/p/${encodeURIComponent(view.orderId)}#contact`}>
              {view.text.form.again}
            </a>
          </div>
        ) : (
          <form
            className="card form"
            id="contact-form"
            method="post"
            action={`/p/${encodeURIComponent(view.orderId)}/contact#contact-form`}
            data-contact-form
            data-text={JSON.stringify(contactClientText(view.locale, view.businessName))}
          >
            <input type="hidden" name="order_id" value={view.orderId} />
            <div
              className={`form-status${state.status === 'failed' ? ' is-error' : ''}`}
              role="status"
              aria-live="polite"
              tabIndex={-1}
              data-status
            >
              {state.status === 'failed' ? view.text.form.failed : null}
            </div>
            {/* The founder's question first, labelled with its own words: what they most want to learn. */}
            {view.questions.map((question, i) => (
              <Field key={i} name={`question_${i + 1}`} label={question} state={state} optional={t.optional}>
                {(a) => <textarea {...a} className="answer" rows={3} maxLength={CONTACT_LIMITS.answer} />}
              </Field>
            ))}
            <div className="field-row">
              <Field name="name" label={t.name} state={state}>
                {(a) => (
                  <input
                    {...a}
                    type="text"
                    autoComplete="name"
                    required
                    minLength={CONTACT_LIMITS.nameMin}
                    maxLength={CONTACT_LIMITS.name}
                  />
                )}
              </Field>
              <Field name="email" label={t.email} state={state}>
                {(a) => <input {...a} type="email" autoComplete="email" required maxLength={CONTACT_LIMITS.email} />}
              </Field>
            </div>
            <Field name="subject" label={t.subject} state={state} optional={t.optional}>
              {(a) => <input {...a} type="text" maxLength={CONTACT_LIMITS.subject} />}
            </Field>
            <Field name="message" label={t.message} state={state}>
              {(a) => <textarea {...a} rows={5} required maxLength={CONTACT_LIMITS.message} />}
            </Field>
            <Field name="country" label={t.country} state={state} optional={t.optional}>
              {(a) => <input {...a} type="text" autoComplete="country-name" maxLength={CONTACT_LIMITS.country} />}
            </Field>
            <div className="hp" aria-hidden="true">
              <label htmlFor="f-hp">{t.honeypot}</label>
              <input id="f-hp" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
            </div>
            <div className="field">
              <div className="check">
                <input
                  id="f-policy"
                  type="checkbox"
                  name="policy"
                  required
                  defaultChecked={policyChecked}
                  aria-invalid={policyError ? true : undefined}
                  aria-describedby="f-policy-error"
                />
                <label htmlFor="f-policy">
                  {t.agreeBefore ? `${t.agreeBefore} ` : null}
                  <a href="#terms" data-terms-open aria-haspopup="dialog">
                    {t.agreeLink}
                  </a>
                  {t.agreeAfter ? ` ${t.agreeAfter}` : null}
                </label>
              </div>
              <p className="field-error" id="f-policy-error" data-error-for="policy">
                {policyError}
              </p>
            </div>
            <button className="btn btn-theme btn-lg btn-block" type="submit">
              {t.send}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
