import type { Messages } from './en';

/** Hindi framing (see en.ts). */
export const hi: Messages = {
  cta: 'और जानें',
  steps: 'यह कैसे काम करता है',
  prices: 'कीमतें',
  questions: ['{name} आपके लिए किस तरह उपयोगी होगा?', 'आप इसके लिए कितना देना चाहेंगे?'],
  headlines: ['अपनी रुचि दर्ज करें', 'बताइए आपको क्या चाहिए'],
  askFor: { 'Get quote': '{offer} का कोटेशन पाएं', 'Contact us': '{offer} के बारे में पूछें', 'Sign up': '{offer} के लिए साइन अप करें', 'Learn more': '{offer} के बारे में जानें' },
  askNeed: 'क्या आपको {offer} चाहिए? बताइए',
  askShort: '{ask}: हमारे पेज पर।',
  askDescription: '{hero}। बताइए आपको क्या चाहिए: हमारे पेज पर एक मिनट लगता है।',
  shortHeadline: 'संपर्क करें',
  descriptions: ['बताइए आपको क्या चाहिए: हमारे पेज पर एक मिनट लगता है।', 'देखिए हम क्या देते हैं और हमारे पेज पर अपनी राय बताइए।'],
  longHeadline: 'एक मिनट में बताइए आपको क्या चाहिए',
  inPlace: '{place} में {offer}',
  forAudience: '{audience} के लिए {offer}',
  forWhom: '{audience} के लिए',
};
