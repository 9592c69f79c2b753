/**
 * The terms dialog (docs/product.md#screens: opened by the policy link, closed by its button or a click outside).
 * Without JavaScript the link's #terms target shows it (CSS :target) and Close goes back.
 */
export function TermsDialog({ businessName }: { businessName: string }) {
  return (
    <dialog id="terms" className="terms" aria-labelledby="terms-title" data-terms>
      <div className="terms-body">
        <h2 id="terms-title">Terms and policies</h2>
        <p>
          By sending the contact form you agree that {businessName} may use what you wrote to reply to you and to learn
          what people need. Please do not include sensitive personal information.
        </p>
        <ul>
          <li>Your name, email, answers and message are stored securely and are never sold or shared.</li>
          <li>
            We record an anonymous page view (country and city, where the visit came from, and whether the contact form
            was opened or started). No cookies are set. The page&apos;s owner can exclude their own browser, which then
            sends nothing.
          </li>
          <li>You can ask for your message to be deleted at any time by replying to our email.</li>
        </ul>
        <div className="terms-actions">
          <a className="btn btn-theme" href="#contact" data-terms-close role="button">
            Close
          </a>
        </div>
      </div>
    </dialog>
  );
}
