import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import {
  ArrowRight,
  BarChart3,
  CircleCheck,
  FileText,
  Globe2,
  Mail,
  Megaphone,
  MousePointerClick,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { useSupportEmail } from './useSupportEmail';
import { HeroPreview } from './HeroPreview';
import { FEE_BUYS, IDEA_PRICE } from './price';
import { DUE_DAYS } from '../../shared/orders/dates';

const FEATURES = [
  {
    icon: FileText,
    title: 'Four questions, one idea',
    text: 'What is the idea, what problem does it solve, what makes it different, and what do you want to ask visitors? That is all we need.',
  },
  {
    icon: MousePointerClick,
    title: 'A landing page, generated',
    text: 'A complete page for your idea — hero, about, why choose us, services and a “Share Your Vision” contact form — live at its own link.',
  },
  {
    icon: Megaphone,
    title: 'Real traffic from Google Ads',
    text: 'Launch a campaign from the dashboard: 5,000–20,000 INR over 1 to 7 days in up to five countries. Preview the ad before you pay.',
  },
  {
    icon: BarChart3,
    title: 'Visits by day, country and city',
    text: 'Daily visits, the countries and cities they come from, and the change against the previous period, filtered by dates and country.',
  },
  {
    icon: Users,
    title: 'Leads you can talk to',
    text: 'Every visitor who fills in the form appears with name, email, their answers and message — the people who said “yes, I want this”.',
  },
  {
    icon: ShieldCheck,
    title: 'Counted on our own server',
    text: 'Visits are recorded by Ideaproof itself, with no third-party tracking scripts on your landing page.',
  },
];

const STEPS = [
  {
    title: 'Create your account',
    text: 'Sign up with a username, email and password. It takes a minute.',
  },
  {
    title: 'Describe the idea and place the order',
    text: `Answer the four questions and pay ${IDEA_PRICE}, once. The order moves from Payment Required to Under Processing.`,
  },
  {
    title: 'Your landing page goes live',
    text: 'When the page is generated the order turns Active and “View Landing Page” opens it. Share the link anywhere.',
  },
  {
    title: 'Bring visitors and read the signal',
    text: 'Start a Google Ad campaign if you like, then watch visits and leads arrive on the order dashboard.',
  },
];

/** Scroll to /#features or /#getting-started when arriving from another page. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}

export default function HomePage() {
  useScrollToHash();
  const email = useSupportEmail();
  return (
    <>
      <section className="hero text-white">
        <div className="container py-5">
          <div className="row align-items-center g-4 g-lg-5 py-lg-4">
            <div className="col-lg-6">
              <p className="hero-eyebrow text-uppercase fw-semibold small mb-3">Idea validation for founders</p>
              <h1 className="display-5 fw-bold mb-3">Turn your idea into validated market insight in days</h1>
              <p className="lead hero-lead mb-4">
                Describe your business idea, and Ideaproof builds a landing page for it, sends real visitors through
                Google Ads and shows you who came, from where, and who asked to hear more.
              </p>
              <div className="d-flex flex-wrap gap-2 mb-4">
                <Link to="/transactions" className="btn btn-light btn-lg fw-semibold">
                  Explore dashboard <ArrowRight size={18} aria-hidden="true" className="ms-1" />
                </Link>
                <a href="#getting-started" className="btn btn-outline-light btn-lg">
                  How it works
                </a>
              </div>
              <ul className="list-inline small hero-points mb-0">
                <li className="list-inline-item me-3">
                  <CircleCheck size={16} aria-hidden="true" /> {IDEA_PRICE} per idea
                </li>
                <li className="list-inline-item me-3">
                  <CircleCheck size={16} aria-hidden="true" /> Landing page live for {DUE_DAYS} days
                </li>
                <li className="list-inline-item">
                  <CircleCheck size={16} aria-hidden="true" /> Refunds in 9–15 days
                </li>
              </ul>
            </div>
            <div className="col-lg-6">
              <HeroPreview />
            </div>
          </div>
        </div>
      </section>

      <section id="features" className="py-5 section-anchor">
        <div className="container py-lg-4">
          <div className="text-center mx-auto mb-5" style={{ maxWidth: 680 }}>
            <h2 className="fw-bold">Everything you need to test demand</h2>
            <p className="lead text-body-secondary">
              Before you build the product, find out whether people want it. Ideaproof gives you the page, the traffic
              and the numbers.
            </p>
          </div>
          <div className="row g-4">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <div key={title} className="col-md-6 col-lg-4">
                <div className="feature-card h-100 p-4 rounded-4 border bg-white">
                  <span className="feature-icon mb-3">
                    <Icon size={22} aria-hidden="true" />
                  </span>
                  <h3 className="h5 fw-semibold">{title}</h3>
                  <p className="text-body-secondary mb-0">{text}</p>
                </div>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section id="getting-started" className="py-5 bg-body-tertiary section-anchor">
        <div className="container py-lg-4">
          <div className="row g-4 g-lg-5 align-items-start">
            <div className="col-lg-4">
              <h2 className="fw-bold">Getting started</h2>
              <p className="lead text-body-secondary">From idea to first visitors in four steps.</p>
              <Link to="/sign-up" className="btn btn-primary me-2 mb-2">
                Create your account
              </Link>
              <Link to="/transactions" className="btn btn-outline-dark mb-2">
                Explore dashboard
              </Link>
            </div>
            <div className="col-lg-8">
              <ol className="steps list-unstyled mb-0">
                {STEPS.map((s, i) => (
                  <li key={s.title} className="d-flex gap-3 mb-4">
                    <span className="step-number" aria-hidden="true">
                      {i + 1}
                    </span>
                    <div>
                      <h3 className="h5 fw-semibold mb-1">{s.title}</h3>
                      <p className="text-body-secondary mb-0">{s.text}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </div>
          </div>
        </div>
      </section>

      <section className="py-5">
        <div className="container py-lg-3">
          <div className="row g-4">
            <div className="col-md-4">
              <Globe2 size={28} aria-hidden="true" className="text-primary mb-2" />
              <h2 className="h5 fw-semibold">What does it cost?</h2>
              <p className="text-body-secondary mb-0">
                {FEE_BUYS} An ad campaign is optional and paid separately, in Indian rupees (INR): its budget is what
                you choose.
              </p>
            </div>
            <div className="col-md-4">
              <CircleCheck size={28} aria-hidden="true" className="text-primary mb-2" />
              <h2 className="h5 fw-semibold">Can I get my money back?</h2>
              <p className="text-body-secondary mb-0">
                Yes, under our <Link to="/refund">Cancellation &amp; Refund Policy</Link>. Approved refunds are
                processed within 9–15 days.
              </p>
            </div>
            <div className="col-md-4">
              <BarChart3 size={28} aria-hidden="true" className="text-primary mb-2" />
              <h2 className="h5 fw-semibold">When do I see results?</h2>
              <p className="text-body-secondary mb-0">
                Analytics appear as soon as the order is Active. With a campaign running, visits usually start within a
                day.
              </p>
            </div>
          </div>
        </div>
      </section>

      <section className="py-5 cta-band text-white">
        <div className="container text-center py-lg-3">
          <h2 className="fw-bold mb-2">Have a question before you start?</h2>
          <p className="lead mb-4">Write to us and a person will answer.</p>
          <a href={email ? `mailto:${email}` : '/contact'} className="btn btn-light btn-lg fw-semibold">
            <Mail size={18} aria-hidden="true" className="me-2" />
            {email ? `Email ${email}` : 'Contact us by email'}
          </a>
        </div>
      </section>
    </>
  );
}
