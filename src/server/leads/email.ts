import type { LandingView } from '../../landing/content';

export const NEW_LEAD_KIND = 'new-lead';

export interface LeadEmailInput {
  view: Pick<LandingView, 'orderId' | 'businessName' | 'questions'>;
  lead: {
    name: string;
    email: string;
    subject: string | null;
    answers: (string | null)[];
    message: string;
    country: string | null;
  };
  dashboardUrl: string;
}

const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').trim();

/** The owner's notification (plain text: nothing a visitor typed is ever interpreted). */
export function leadEmail({ view, lead, dashboardUrl }: LeadEmailInput): { subject: string; text: string } {
  const lines = [
    `${oneLine(lead.name)} <${oneLine(lead.email)}> sent a message through the landing page of ${oneLine(view.businessName)}.`,
    '',
  ];
  if (lead.subject) lines.push(`Subject: ${oneLine(lead.subject)}`);
  view.questions.forEach((question, i) => {
    const answer = lead.answers[i];
    if (answer) lines.push(`${oneLine(question)}: ${oneLine(answer)}`);
  });
  if (lead.country) lines.push(`Country: ${oneLine(lead.country)}`);
  lines.push('', 'Message:', lead.message, '', `See every lead of this page on your dashboard: ${dashboardUrl}`);
  return { subject: oneLine(`New lead for ${view.businessName}`).slice(0, 200), text: lines.join('\n') };
}

/** The owner's notification of an email left in a price test's dialog (docs/analytics.md#price-tests). */
export function priceLeadEmail(input: {
  businessName: string;
  email: string;
  price: string;
  country: string | null;
  dashboardUrl: string;
}): { subject: string; text: string } {
  const lines = [
    `<${oneLine(input.email)}> chose ${oneLine(input.price)} on the landing page of ${oneLine(input.businessName)} and asked to be told when orders open.`,
    'The page told them plainly that orders are not open yet: nothing was ordered or paid.',
  ];
  if (input.country) lines.push(`Country: ${oneLine(input.country)}`);
  lines.push('', `See every lead of this page on your dashboard: ${input.dashboardUrl}`);
  return {
    subject: oneLine(`New lead for ${input.businessName} (price ${input.price})`).slice(0, 200),
    text: lines.join('\n'),
  };
}
