import { HONEYPOT_FIELD } from '../../shared/contracts/leads';
import type { LandingView } from '../content';
import { fill, priceClientText } from '../messages';
import { SectionHead } from './SectionHead';

/** What the pricing section says after the no-JavaScript email form was sent. */
export type PriceInterestState = 'idle' | 'sent' | 'failed';

/**
 * A price test's pricing section (docs/analytics.md#price-tests): one price, or tiers side by side.
 * "Choose" is a fake door, said plainly: it opens a dialog (a modal with JavaScript, the link's
 * #price-N target without it) saying orders are not open yet and inviting an email.
 */
export function Pricing({ view, state }: { view: LandingView; state: PriceInterestState }) {
  if (!view.prices.length) return null;
  const t = view.text.pricing;
  return (
    <section id="pricing" className="section section-alt pricing" aria-labelledby="pricing-title">
      <div className="wrap">
        <SectionHead
          id="pricing-title"
          eyebrow={t.eyebrow}
          title={t.title}
          lead={fill(t.lead, { name: view.businessName })}
        />
        {state !== 'idle' ? (
          <p
            className={`form-status is-${state === 'sent' ? 'ok' : 'error'}`}
            role="status"
            tabIndex={-1}
            data-price-result
          >
            {state === 'sent' ? t.sent : t.failed}
          </p>
        ) : null}
        <div className={`grid grid-${view.prices.length}`}>
          {view.prices.map((price, i) => (
            <article className="card price-card" key={price.tag}>
              <h3 className="price-amount">{price.label}</h3>
              <p>{price.included}</p>
              <a
                className="btn btn-theme btn-block"
                href={`#price-${i + 1}`}
                role="button"
                aria-haspopup="dialog"
                aria-label={`${t.choose} ${price.label}`}
                data-price-open={`price-${i + 1}`}
                data-price={price.tag}
              >
                {t.choose}
              </a>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

/** One dialog per price: the honest answer to "Choose", with an email form tagged with the price. */
export function PriceDialogs({ view }: { view: LandingView }) {
  if (!view.prices.length) return null;
  const t = view.text.pricing;
  const clientText = JSON.stringify(priceClientText(view.locale));
  return (
    <>
      {view.prices.map((price, i) => {
        const id = `price-${i + 1}`;
        return (
          <dialog
            id={id}
            className="terms price-dialog"
            aria-labelledby={`${id}-title`}
            data-price-dialog
            key={price.tag}
          >
            <form
              className="terms-body"
              method="post"
              action={`/p/${encodeURIComponent(view.orderId)}/notify#pricing`}
              data-price-form
              data-text={clientText}
            >
              <h2 id={`${id}-title`}>{price.label}</h2>
              <p className="price-honest">{t.notOpen}</p>
              <p>{t.nothingCharged}</p>
              <input type="hidden" name="order_id" value={view.orderId} />
              <input type="hidden" name="price" value={price.tag} />
              <div className="field">
                <label htmlFor={`${id}-email`}>{t.email}</label>
                <input id={`${id}-email`} type="email" name="email" autoComplete="email" required maxLength={254} />
              </div>
              <div className="hp" aria-hidden="true">
                <label htmlFor={`${id}-hp`}>{view.text.contact.honeypot}</label>
                <input id={`${id}-hp`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
              </div>
              <p className="form-status" role="status" aria-live="polite" tabIndex={-1} data-status />
              <p className="optional">{t.emailUse}</p>
              <div className="terms-actions">
                <a className="btn btn-ghost" href="#pricing" data-price-close role="button">
                  {t.close}
                </a>
                <button className="btn btn-theme" type="submit">
                  {t.submit}
                </button>
              </div>
            </form>
          </dialog>
        );
      })}
    </>
  );
}
