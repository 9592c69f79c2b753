import type { Messages } from './en';

/** Hindi framing (see en.ts). */
export const hi: Messages = {
  cta: 'और जानें',
  steps: 'यह कैसे काम करता है',
  questions: ['{name} आपके लिए किस तरह उपयोगी होगा?', 'आप इसके लिए कितना देना चाहेंगे?'],
  headlines: ['अपनी रुचि दर्ज करें', 'बताइए आपको क्या चाहिए'],
  shortHeadline: 'संपर्क करें',
  descriptions: ['बताइए आपको क्या चाहिए: हमारे पेज पर एक मिनट लगता है।', 'आपका जवाब तय करता है कि आगे क्या होगा।'],
  longHeadline: 'एक मिनट में बताइए आपको क्या चाहिए',
  inPlace: '{place} में {offer}',
  forAudience: '{audience} के लिए {offer}',
  forWhom: '{audience} के लिए',
};
