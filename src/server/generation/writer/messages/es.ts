import type { Messages } from './en';

/** Spanish framing (see en.ts). */
export const es: Messages = {
  cta: 'Quiero saber más',
  steps: 'Cómo funciona',
  prices: 'Precios',
  questions: ['¿Qué haría que {name} te resultara útil?', '¿Cuánto esperarías pagar por ello?'],
  headlines: ['Déjanos tus datos', 'Cuéntanos qué necesitas'],
  askFor: { 'Get quote': 'Presupuesto de {offer}', 'Contact us': 'Pregunta por {offer}', 'Sign up': 'Apúntate a {offer}', 'Learn more': 'Descubre {offer}' },
  askNeed: '¿Buscas {offer}? Escríbenos',
  askShort: '{ask} en nuestra página.',
  askDescription: '{hero}. Cuéntanos qué necesitas en nuestra página: es un minuto.',
  shortHeadline: 'Escríbenos',
  descriptions: ['Cuéntanos qué necesitas: es un minuto en nuestra página.', 'Mira lo que ofrecemos y cuéntanos qué opinas.'],
  longHeadline: 'Cuéntanos en un minuto qué necesitas',
  inPlace: '{offer} en {place}',
  forAudience: '{offer} para {audience}',
  forWhom: 'Para {audience}',
};
