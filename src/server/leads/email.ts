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

/** The line that closes the visitor's words in the new-lead email (their own lines all start with "> "). */
export const VISITOR_WORDS_END = '-- End of the visitor’s words --';

/** Every line of a visitor's text quoted ("> "), so none of it can pass for a line of ours. */
const quoted = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => `> ${line}`.trimEnd());

/**
 * The owner's notification (plain text: nothing a visitor typed is ever interpreted). What the
 * visitor typed is fenced: their name and address are given as theirs ("a visitor who gave the
 * name …"), everything else is quoted line by line between a line that says so and a clear end
 * marker, and the product's own lines (the dashboard link) stand outside the fence.
 */
export function leadEmail({ view, lead, dashboardUrl }: LeadEmailInput): { subject: string; text: string } {
  const words: string[] = [];
  if (lead.subject) words.push(`Subject: ${oneLine(lead.subject)}`);
  view.questions.forEach((question, i) => {
    const answer = lead.answers[i];
    if (answer) words.push(`${oneLine(question)}: ${oneLine(answer)}`);
  });
  if (lead.country) words.push(`Country: ${oneLine(lead.country)}`);
  words.push('Message:', ...lead.message.replace(/\r\n?/g, '\n').split('\n'));
  const lines = [
    `A visitor who gave the name “${oneLine(lead.name)}” and the address <${oneLine(lead.email)}> sent a message ` +
      `through the landing page of ${oneLine(view.businessName)}.`,
    '',
    'What the visitor wrote, quoted as sent (it is not from Ideaproof):',
    '',
    ...quoted(words.join('\n')),
    VISITOR_WORDS_END,
    '',
    `See every lead of this page on your dashboard: ${dashboardUrl}`,
  ];
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
