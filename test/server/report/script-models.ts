import type { ReportModel } from '../../../src/server/report/data';
import { demandSignalOf } from '../../../src/shared/analytics/demand';
import { IDEA_QUESTIONS } from '../../../src/shared/orders/questions';

/**
 * Decision-report models whose founder wrote in Hindi, in Tamil and in English (issue 35 item 1):
 * the words a founder types, with the conjuncts, vowel signs that go before their consonant, reph,
 * nukta and the danda that a font without shaping gets wrong. No database: the PDF is made of the
 * model alone.
 */
export interface ScriptReport {
  model: ReportModel;
  /** Every text of the founder's (and the visits' source) that the PDF prints in full. */
  written: string[];
}

interface Words {
  name: string;
  answers: [string, string, string, string];
  quote: { question: string; answer: string };
  source: string;
}

const HINDI: Words = {
  name: 'गाँव से सीधे — शुद्ध देसी घी और अचार',
  answers: [
    'गाँव से सीधे घर तक शुद्ध देसी घी',
    'हम राजस्थान के छोटे गाँवों की महिलाओं से हाथ से बना शुद्ध देसी घी, आम का अचार और मसाले सीधे शहर के परिवारों तक पहुँचाते हैं। हर डिब्बे पर बनाने वाली का नाम और गाँव लिखा होता है, और ऑर्डर के तीन दिन के भीतर डिलीवरी होती है।',
    'कोई बिचौलिया नहीं: किसान को पूरा दाम मिलता है। हर बैच की प्रयोगशाला में जाँच होती है और रिपोर्ट वेबसाइट पर दिखाई जाती है। क्षमा, त्रुटि, ज्ञान, श्रद्धा, पर्व, कृषि, द्वार, स्त्री, क्षत्रिय।',
    'क्या आप हर महीने ₹650 में एक किलो शुद्ध घी की सदस्यता लेंगे?',
  ],
  quote: { question: 'आप कितनी बार घी खरीदते हैं?', answer: 'हर महीने, अगर स्वाद माँ के हाथ जैसा हो तो ज़रूर।' },
  source: 'व्हाट्सऐप समूह',
};

const TAMIL: Words = {
  name: 'கிராமத்து சுவை — தூய நெய்',
  answers: [
    'கிராமத்திலிருந்து நேரடியாக தூய நெய்',
    'தமிழ்நாட்டின் சிறிய கிராமங்களில் பெண்கள் கையால் தயாரிக்கும் தூய நெய், மாங்காய் ஊறுகாய் மற்றும் மசாலாக்களை நகரக் குடும்பங்களுக்கு நேரடியாக கொண்டு சேர்க்கிறோம். ஒவ்வொரு டப்பாவிலும் தயாரித்தவரின் பெயரும் ஊரும் எழுதப்பட்டிருக்கும்.',
    'இடைத்தரகர் இல்லை: விவசாயிக்கு முழு விலை கிடைக்கிறது. ஒவ்வொரு தொகுதியும் ஆய்வகத்தில் சோதிக்கப்படுகிறது. க்ஷேத்திரம், ஸ்ரீ, கௌரவம், பொங்கல், கொடை.',
    'மாதம் ₹650க்கு ஒரு கிலோ நெய் சந்தா எடுப்பீர்களா?',
  ],
  quote: { question: 'எவ்வளவு அடிக்கடி நெய் வாங்குகிறீர்கள்?', answer: 'மாதம் ஒரு முறை, அம்மாவின் சுவை இருந்தால் நிச்சயம்.' },
  source: 'வாட்ஸ்அப் குழு',
};

const ENGLISH: Words = {
  name: 'Village Direct — pure ghee and pickles',
  answers: [
    'Pure ghee from the village to your door',
    'We bring hand-made ghee, mango pickle and spices from women in small villages of Rajasthan straight to families in the city. Every jar carries the name and village of the woman who made it, and it is delivered within three days of the order.',
    'No middlemen: the farmer gets the full price. Every batch is tested in a laboratory and the report is shown on the website: https://example.org/reports/batch-2025-06-a-very-long-address-that-cannot-wrap-anywhere-at-all',
    'Would you subscribe to one kilo of pure ghee a month for ₹650?',
  ],
  quote: { question: 'How often do you buy ghee?', answer: 'Every month, if it tastes like my mother’s.' },
  source: 'WhatsApp group',
};

function model(w: Words): ScriptReport {
  const day = (i: number) => `2025-06-${String(i + 1).padStart(2, '0')}`;
  const demand = {
    visits: 412,
    visitors: 300,
    leads: 21,
    spend_minor: 250_000,
    paid_leads: 12,
    spend_source: 'sandbox' as const,
    currency: 'INR',
    left_out: { ruled_out: 0, suspected_spam: 0, reasons: {} },
    window: {
      start: day(0),
      end: day(13),
      previous_start: day(0),
      compared_start: null,
      previous_partial: false,
    } as ReportModel['demand']['window'],
  };
  const m: ReportModel = {
    name: w.name,
    idea: IDEA_QUESTIONS.map((question, i) => ({ question, answer: w.answers[i]! })),
    question: w.answers[3],
    orderCreatedAt: new Date('2025-06-01T04:00:00Z'),
    generatedAt: new Date('2025-06-14T10:00:00Z'),
    timeZone: 'Asia/Kolkata',
    paidChannelLeads: 0,
    demand,
    signal: demandSignalOf(demand),
    daily: Array.from({ length: 14 }, (_, i) => ({ date: day(i), visits: 10 + ((i * 7) % 25) })),
    sources: [
      { source: w.source, visits: 180 },
      { source: 'google', visits: 120 },
    ],
    channels: [
      { channel: 'Paid Search', visits: 120 },
      { channel: 'Direct', visits: 180 },
    ],
    funnel: { visitors: 300, cta_clicks: 80, form_starts: 40, submissions: 21 },
    experiment: null,
    variants: [],
    prices: [],
    leadsByStatus: { new: 10, contacted: 5, interviewed: 3, would_pay: 2, not_a_fit: 1 },
    quotes: [{ ...w.quote, date: '2025-06-10' }],
  };
  return { model: m, written: [w.name, ...w.answers, w.quote.question, w.quote.answer, w.source] };
}

export const SCRIPT_REPORTS = { hindi: model(HINDI), tamil: model(TAMIL), english: model(ENGLISH) };
