import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LandingPage } from '../../src/shared/contracts/landing';
import type { Composition } from '../../src/server/services';
import { orders, users } from '../../src/server/db/schema';

/** A landing page with every field filled (docs/product.md#data), as the generator stores it. */
export function fullLandingPage(overrides: Partial<LandingPage['seo_content']> = {}): LandingPage {
  return {
    seo_content: {
      business_name: 'Green Pedal Deliveries',
      title: 'Zero-emission city delivery',
      header: 'Parcels across town in under an hour, by cargo bike',
      about_us: {
        paragraph:
          'Green Pedal Deliveries moves parcels, groceries and documents across the city on electric cargo bikes. We are faster than vans in traffic and we leave no exhaust behind.',
        point1: 'Same-hour delivery inside the ring road',
        point2: 'Live tracking from pick-up to doorstep',
        point3: 'Carbon-free, every single trip',
      },
      why_us: {
        point1: {
          heading: 'Faster in traffic',
          description: 'Bikes use cycle lanes and skip the jams.',
          image_url: '',
        },
        point2: { heading: 'Fair pricing', description: 'One flat price per zone, no surge.', image_url: '' },
        point3: { heading: 'Trained riders', description: 'Every rider is insured and trained.', image_url: '' },
        point4: { heading: 'Clean air', description: 'No exhaust, no noise, no idling.', image_url: '' },
      },
      services: {
        service1: {
          heading: 'Same-hour parcels',
          description: 'Pick-up in 15 minutes.',
          font_awesome_icon: 'fa-bicycle',
        },
        service2: {
          heading: 'Grocery runs',
          description: 'Cold bags keep food fresh.',
          font_awesome_icon: 'fa-basket-shopping',
        },
        service3: {
          heading: 'Legal documents',
          description: 'Signed hand-over, photo proof.',
          font_awesome_icon: 'fa-file-signature',
        },
        service4: {
          heading: 'Business accounts',
          description: 'Monthly invoices for shops.',
          font_awesome_icon: 'fa-briefcase',
        },
        service5: {
          heading: 'Scheduled rounds',
          description: 'Daily routes for restaurants.',
          font_awesome_icon: 'fa-calendar-check',
        },
        service6: {
          heading: 'Returns',
          description: 'We collect and return parcels.',
          font_awesome_icon: 'fa-rotate-left',
        },
      },
      main_image_url: '',
      bg_image_url: '',
      theme_colour: '#0f766e',
      heavy_description:
        'Cities are choking on delivery vans. Green Pedal replaces them with electric cargo bikes that carry up to 150 kg.\n\nOur riders know every shortcut, and our dispatch software groups orders so that every trip is full.',
      ...overrides,
    },
    questions: {
      num_questions: 2,
      question_1: 'What do you usually send?',
      question_2: 'How many deliveries a week?',
    } as LandingPage['questions'],
  };
}

/** Minimal content: every text empty, so the page shows the docs/product.md#rules-and-limits defaults. */
export function minimalLandingPage(): LandingPage {
  const card = { heading: '', description: '', image_url: '' };
  const service = { heading: '', description: '', font_awesome_icon: 'fa-cog' };
  return {
    seo_content: {
      business_name: '',
      title: '',
      header: '',
      about_us: { paragraph: '', point1: '', point2: '', point3: '' },
      why_us: { point1: card, point2: card, point3: card, point4: card },
      services: {
        service1: service,
        service2: service,
        service3: service,
        service4: service,
        service5: service,
        service6: service,
      },
      main_image_url: '',
      bg_image_url: '',
      theme_colour: '#000000',
      heavy_description: '',
    },
    questions: { num_questions: 0 } as LandingPage['questions'],
  };
}

/** Insert a founder and one order straight into the tables (tests only). */
export async function insertOrder(
  ctx: Composition,
  options: { status?: string; landingPage?: LandingPage | null; email?: string; deleted?: boolean } = {},
): Promise<{ orderId: string; userId: string; email: string }> {
  const userId = `u_${randomBytes(8).toString('hex')}`;
  const email = options.email ?? `${userId}@example.com`;
  await ctx.db.insert(users).values({ id: userId, name: 'Founder', email });
  const orderId = randomBytes(8).toString('hex');
  await ctx.db.insert(orders).values({
    id: orderId,
    userId,
    businessIdea: [],
    title: 'Test idea',
    amountMinor: 9900,
    currency: 'USD',
    status: options.status ?? 'Active',
    dueAt: new Date(Date.now() + 7 * 86_400_000),
    landingPage: options.landingPage === undefined ? fullLandingPage() : options.landingPage,
    deletedAt: options.deleted ? new Date() : null,
  });
  return { orderId, userId, email };
}

/** A valid lead sent through `POST /api/contact_form` from one client address (one person: `email`). */
export function sendContactMessage(app: FastifyInstance, orderId: string, ip: string, email = 'priya@example.com') {
  return app.inject({
    method: 'POST',
    url: '/api/contact_form',
    remoteAddress: ip,
    // A browser's user agent and the page script's proof: a lead that counts (docs/analytics.md#qualified-demand).
    headers: {
      'user-agent':
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
    },
    payload: {
      order_id: orderId,
      form_ms: 20_000,
      name: 'Priya Sharma',
      email,
      message: 'Hello there',
      policy: true,
    },
  });
}

/** A valid lead sent through the form without JavaScript (`POST /p/{orderId}/contact`). */
export function sendContactFormPost(app: FastifyInstance, orderId: string, ip: string) {
  return app.inject({
    method: 'POST',
    url: `/p/${orderId}/contact`,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      name: 'Priya Sharma',
      email: 'priya@example.com',
      message: 'Hello there',
      policy: 'on',
    }).toString(),
  });
}

/** A full page written in Spanish (`seo_content.locale` "es"), as the writer stores one. */
export function spanishLandingPage(): LandingPage {
  const page = fullLandingPage({
    business_name: 'Huerta Viva',
    title: 'Verdura ecológica a domicilio',
    header: 'Una caja de verdura de temporada en tu puerta cada semana',
    subheader: 'Recogida el día antes en huertas a menos de 40 km de Valencia.',
    cta_text: 'Quiero saber más',
    about_us: {
      paragraph:
        'Huerta Viva reparte cajas de verdura ecológica de pequeños agricultores de la huerta valenciana. Cada caja trae lo que se ha recogido esa semana.',
      point1: 'Recogida el día antes del reparto',
      point2: 'Sin plásticos de un solo uso',
      point3: 'Pagas al agricultor un precio justo',
    },
    heavy_description:
      'Queremos que comer verdura de temporada sea fácil.\n\nCada semana eliges el tamaño de la caja y la pausas cuando te vas de viaje.',
    locale: 'es',
  });
  const s = page.seo_content;
  s.why_us.point1 = { heading: 'Cosecha de ayer', description: 'Nada pasa por cámaras frigoríficas.', image_url: '' };
  s.why_us.point2 = { heading: 'Agricultores de aquí', description: 'Conoces quién cultiva tu comida.', image_url: '' };
  s.why_us.point3 = { heading: 'Cajas a tu medida', description: 'Pequeña, mediana o familiar.', image_url: '' };
  s.why_us.point4 = { heading: 'Envases que vuelven', description: 'Recogemos la caja vacía.', image_url: '' };
  const services = [
    ['Caja semanal', 'Verdura y fruta de temporada.'],
    ['Caja quincenal', 'Para hogares de una persona.'],
    ['Huevos camperos', 'De gallinas criadas en libertad.'],
    ['Recetas', 'Ideas para cocinar lo que llega.'],
    ['Pausa sin coste', 'Para vacaciones y viajes.'],
    ['Regalo', 'Una caja para otra persona.'],
  ] as const;
  services.forEach(([heading, description], i) => {
    const key = `service${i + 1}` as keyof typeof s.services;
    s.services[key] = { ...s.services[key], heading, description };
  });
  page.questions = {
    num_questions: 2,
    question_1: '¿Cuántas personas comen en casa?',
    question_2: '¿Qué día te vendría mejor el reparto?',
  } as LandingPage['questions'];
  return page;
}

/** A full page written in Hindi (`seo_content.locale` "hi"), as the writer stores one. */
export function hindiLandingPage(): LandingPage {
  const page = fullLandingPage({
    business_name: 'घर का टिफ़िन',
    title: 'जयपुर में घर जैसा खाना',
    header: 'दफ़्तर में रोज़ गरम, घर जैसा खाना, सुबह बनाकर दोपहर तक पहुँचाया हुआ',
    subheader: 'हर टिफ़िन उसी दिन सुबह बनता है, कम तेल और कम मसाले में।',
    cta_text: 'और जानें',
    about_us: {
      paragraph: 'घर का टिफ़िन जयपुर के दफ़्तरों में काम करने वालों को रोज़ दोपहर का खाना पहुँचाता है। खाना घर की रसोई में बनता है।',
      point1: 'रोज़ बदलता मेन्यू',
      point2: 'स्टील के डिब्बों में, प्लास्टिक नहीं',
      point3: 'महीने भर का प्लान या एक दिन का ऑर्डर',
    },
    heavy_description:
      'बाहर का खाना रोज़ खाने से सेहत बिगड़ती है।\n\nहम वही खाना बनाते हैं जो घर पर बनता है: दाल, सब्ज़ी, रोटी और चावल।',
    locale: 'hi',
  });
  const s = page.seo_content;
  s.why_us.point1 = { heading: 'सुबह का बना खाना', description: 'कुछ भी रात का बचा हुआ नहीं।', image_url: '' };
  s.why_us.point2 = { heading: 'कम तेल, कम मसाला', description: 'रोज़ खाने लायक हल्का खाना।', image_url: '' };
  s.why_us.point3 = { heading: 'समय पर डिलीवरी', description: 'दोपहर एक बजे से पहले।', image_url: '' };
  s.why_us.point4 = { heading: 'डिब्बे वापस', description: 'अगले दिन खाली डिब्बे ले जाते हैं।', image_url: '' };
  const services = [
    ['रोज़ का टिफ़िन', 'दाल, सब्ज़ी, चार रोटी और चावल।'],
    ['मासिक प्लान', 'छब्बीस दिन का खाना एक साथ।'],
    ['जैन खाना', 'बिना प्याज़ और लहसुन के।'],
    ['शाम का नाश्ता', 'पोहा, उपमा या ढोकला।'],
    ['दफ़्तर की मीटिंग', 'दस से पचास लोगों के लिए।'],
    ['त्योहार की थाली', 'ख़ास दिनों पर ख़ास खाना।'],
  ] as const;
  services.forEach(([heading, description], i) => {
    const key = `service${i + 1}` as keyof typeof s.services;
    s.services[key] = { ...s.services[key], heading, description };
  });
  page.questions = {
    num_questions: 1,
    question_1: 'आप हफ़्ते में कितने दिन टिफ़िन लेना चाहेंगे?',
  } as LandingPage['questions'];
  return page;
}
