import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import { MIN_VISITORS, NOISE_BELOW, STRONG_FROM, formatRate, wilsonInterval } from '../../shared/analytics/demand';
import { IDEA_ANSWER_CAPS, IDEA_QUESTIONS } from '../../shared/orders/questions';

const pct = (rate: number) => formatRate(rate).replace('.0%', '%');
/** A worked example from the same formula the dashboard uses. */
const example = wilsonInterval(2, 40);

const SECTIONS = [
  { id: 'answers', title: 'Write answers that test well' },
  { id: 'visits', title: 'Read your visits' },
  { id: 'channels', title: 'Channels' },
  { id: 'funnel', title: 'The funnel' },
  { id: 'verdict', title: 'The demand verdict' },
  { id: 'good-rate', title: 'What is a good conversion rate?' },
] as const;

/**
 * /guide: the founder's guide — how to describe an idea so the test means something, and how to
 * read the order dashboard. Every threshold is taken from the code that applies it
 * (src/shared/analytics/demand.ts, src/shared/orders/questions.ts), so the guide cannot drift from
 * the product. Developer documentation stays under /documentation.
 */
export default function GuidePage() {
  return (
    <article className="guide">
      <header className="page-header">
        <span className="page-header-icon" aria-hidden="true">
          <Compass size={22} />
        </span>
        <div>
          <h1 className="page-title">Founder&apos;s guide</h1>
          <p className="page-subtitle">
            How to describe your idea so the test tells you something, and how to read what comes back.
          </p>
        </div>
      </header>

      <nav aria-label="On this page" className="ds-card guide-toc">
        <h2 className="h6 mb-2">On this page</h2>
        <ol className="mb-0">
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      <section id="answers" className="ds-card" aria-labelledby="answers-title">
        <h2 id="answers-title">Write answers that test well</h2>
        <p>
          Your landing page is written from your four answers and says only what you said: nothing is made up for you. A
          vague answer makes a vague page, and a vague page gets few replies whatever the demand.
        </p>
        <dl className="guide-questions">
          <dt>{IDEA_QUESTIONS[0]}</dt>
          <dd>
            Up to {IDEA_ANSWER_CAPS[0]} characters. Name who it is for and what they get: “Cargo-bike parcel delivery
            across Pune in under an hour” tests better than “Green logistics platform”.
          </dd>
          <dt>{IDEA_QUESTIONS[1]}</dt>
          <dd>
            Up to {IDEA_ANSWER_CAPS[1]} characters. Describe what a customer does and receives, in their words. Include
            the price or price range if you know it: people who still reply after seeing a price mean it more.
          </dd>
          <dt>{IDEA_QUESTIONS[2]}</dt>
          <dd>
            Up to {IDEA_ANSWER_CAPS[2]} characters. One or two concrete reasons to choose you over what people use
            today. Claims you cannot keep (“cheapest in India”) make replies you cannot use.
          </dd>
          <dt>{IDEA_QUESTIONS[3]}</dt>
          <dd>
            Up to {IDEA_ANSWER_CAPS[3]} characters. This becomes the extra question on the page&apos;s contact form. Ask
            something a real customer can answer and you want to know (“What do you usually send, and how often?”), not
            “Would you buy this?” — almost everyone says yes to that.
          </dd>
        </dl>
        <p className="mb-0">
          Test one idea per order. If you want to compare two prices or two audiences, place two orders with one
          difference between them, and send them the same kind of traffic.
        </p>
      </section>

      <section id="visits" className="ds-card" aria-labelledby="visits-title">
        <h2 id="visits-title">Read your visits</h2>
        <ul>
          <li>
            <strong>A visitor is counted once a day.</strong> The page sets no cookies and stores no IP address; a
            visitor is a code that changes every day, so the same person on two days counts twice.
          </li>
          <li>
            <strong>Your own visits are not counted</strong> when you open the page with “View Landing Page” on the
            dashboard, on that browser. The “Exclude my visits on this browser” switch shows and changes this.
          </li>
          <li>
            <strong>Known bots are left out.</strong> Browsers that identify themselves as crawlers or previews are not
            counted.
          </li>
          <li>
            Each summary card compares your window with the period of the same length just before it. A new order shows
            “New — no earlier period” rather than an invented “+100 %”.
          </li>
        </ul>
      </section>

      <section id="channels" className="ds-card" aria-labelledby="channels-title">
        <h2 id="channels-title">Channels</h2>
        <p>
          Every visit gets one channel, named as in Google Analytics: Paid Search, Paid Social, Email, Organic Social,
          Organic Search, Referral or Direct. Campaigns you launch from the dashboard tag their links, so their visitors
          show as Paid Search and under the campaign&apos;s name, with the leads they brought.
        </p>
        <p className="mb-0">
          Compare channels before you compare numbers: people who searched for something like your idea convert far
          better than people who scrolled past a post. Use the Channel filter to see each one on its own.
        </p>
      </section>

      <section id="funnel" className="ds-card" aria-labelledby="funnel-title">
        <h2 id="funnel-title">The funnel</h2>
        <ol>
          <li>
            <strong>Visitors</strong> — unique visitors.
          </li>
          <li>
            <strong>Clicked a call to action</strong> — Get Started, Start Now or Get in touch.
          </li>
          <li>
            <strong>Started the form</strong> — typed into the contact form.
          </li>
          <li>
            <strong>Sent the form</strong> — your leads.
          </li>
        </ol>
        <p className="mb-0">
          Where people drop tells you what to change. Many visitors but few clicks: the headline and offer do not land.
          Many clicks but few started forms: the page promised something the form does not seem to give. Many started
          but few sent: the form asks too much, or your question is hard to answer.
        </p>
      </section>

      <section id="verdict" className="ds-card" aria-labelledby="verdict-title">
        <h2 id="verdict-title">The demand verdict</h2>
        <p>
          Conversion is leads ÷ unique visitors. With few visitors that figure is rough, so the dashboard shows the
          range it probably lies in (a 95 % interval) and the verdict reads the whole range:
        </p>
        <ul>
          <li>
            <strong>Too early to tell</strong> — fewer than {MIN_VISITORS} unique visitors, or the range spans{' '}
            {pct(NOISE_BELOW)}. For example 2 leads from 40 visitors could be anywhere from {formatRate(example.low)} to{' '}
            {formatRate(example.high)}. More visitors narrow it.
          </li>
          <li>
            <strong>Noise</strong> — even the top of the range is under {pct(NOISE_BELOW)}. Rethink the offer or the
            audience before spending more.
          </li>
          <li>
            <strong>Some demand</strong> — even the bottom of the range is {pct(NOISE_BELOW)} or more. Sharpen the
            message and keep testing.
          </li>
          <li>
            <strong>Strong demand</strong> — even the bottom of the range is {pct(STRONG_FROM)} or more. Talk to your
            leads.
          </li>
        </ul>
        <p className="mb-0">
          <strong>Cost per lead</strong> is ad spend ÷ leads from paid traffic sent while your campaign ran. With the
          sandbox ads provider (no real ad account) the spend is marked <em>Simulated</em>: it is not money spent.
        </p>
      </section>

      <section id="good-rate" className="ds-card" aria-labelledby="good-rate-title">
        <h2 id="good-rate-title">What is a good conversion rate?</h2>
        <p>
          There is no law here, and we will not pretend there is. The {pct(NOISE_BELOW)} and {pct(STRONG_FROM)} lines
          the verdict uses are <strong>rules of thumb</strong> from landing-page and “fake door” testing, where a
          visitor leaves contact details for something that does not exist yet. They are a sensible default, not a
          benchmark measured for your market.
        </p>
        <ul>
          <li>
            Leaving a name, email and message asks more than a one-click email sign-up, so expect lower rates than
            sign-up-page figures you may read about.
          </li>
          <li>Search traffic with intent converts better than social or display traffic; compare like with like.</li>
          <li>
            Your most useful comparison is with yourself: the same page to two audiences, or two offers to the same
            audience.
          </li>
          <li>
            Read the leads themselves. Ten detailed answers to your question from the right people are worth more than a
            high rate from the wrong ones.
          </li>
        </ul>
        <p className="mb-0">
          Ready to test? Go to <Link to="/transactions">your business ideas</Link> and place an order. Developers
          running Ideaproof will find the technical documentation under{' '}
          <Link to="/documentation/overview">Documentation</Link>.
        </p>
      </section>
    </article>
  );
}
