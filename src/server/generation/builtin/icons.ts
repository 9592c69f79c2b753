import { wordsOf } from '../../../shared/text/fit';

/** Font Awesome (free, solid) icons by meaning: the first rule whose word appears wins. */
const RULES: [string[], string][] = [
  [
    ['ai', 'smart', 'intelligent', 'machine', 'automated', 'automatic', 'automation', 'bot', 'robot', 'chatbot'],
    'fa-robot',
  ],
  [['deliver', 'delivery', 'delivers', 'delivered', 'shipping', 'ship', 'doorstep', 'courier'], 'fa-truck-fast'],
  [['app', 'mobile', 'phone', 'smartphone', 'tap', 'taps'], 'fa-mobile-screen'],
  [
    ['secure', 'security', 'safe', 'safety', 'privacy', 'private', 'encrypted', 'protect', 'protected'],
    'fa-shield-halved',
  ],
  [['fast', 'instant', 'instantly', 'quick', 'quickly', 'speed', 'minutes', 'minute'], 'fa-bolt'],
  [
    ['personal', 'personalised', 'personalized', 'tailored', 'custom', 'customised', 'customized', 'bespoke'],
    'fa-sliders',
  ],
  [
    ['community', 'together', 'group', 'groups', 'social', 'network', 'members', 'people', 'connect', 'connects'],
    'fa-people-group',
  ],
  [
    ['gps', 'map', 'maps', 'location', 'route', 'routes', 'nearby', 'local', 'neighbourhood', 'neighborhood'],
    'fa-location-dot',
  ],
  [['data', 'analytics', 'insights', 'report', 'reports', 'track', 'tracking', 'progress', 'measure'], 'fa-chart-line'],
  [['price', 'prices', 'pricing', 'cheap', 'affordable', 'save', 'saving', 'savings', 'discount', 'free'], 'fa-tags'],
  [['eco', 'green', 'sustainable', 'organic', 'natural', 'plant', 'plants', 'recycled', 'recycle'], 'fa-leaf'],
  [['food', 'meal', 'meals', 'recipe', 'recipes', 'cook', 'cooking', 'kitchen', 'dish', 'dishes'], 'fa-utensils'],
  [['health', 'healthy', 'doctor', 'medical', 'care', 'wellbeing', 'wellness'], 'fa-heart-pulse'],
  [['learn', 'learning', 'course', 'courses', 'teach', 'lesson', 'lessons', 'students', 'study'], 'fa-graduation-cap'],
  [['pet', 'pets', 'dog', 'dogs', 'puppy'], 'fa-paw'],
  [
    ['schedule', 'booking', 'book', 'calendar', 'appointment', 'appointments', 'flexible', 'anytime'],
    'fa-calendar-check',
  ],
  [['support', 'help', 'helpline', 'chat', 'assistance', '24/7'], 'fa-headset'],
  [
    [
      'quality',
      'premium',
      'best',
      'award',
      'certified',
      'expert',
      'experts',
      'curated',
      'handpicked',
      'handmade',
      'crafted',
    ],
    'fa-award',
  ],
  [['gift', 'gifts', 'reward', 'rewards', 'loyalty'], 'fa-gift'],
  [['idea', 'ideas', 'creative', 'innovative', 'unique', 'new'], 'fa-lightbulb'],
];

/** The icon whose meaning matches the text best, else `fallback`. */
export function iconFor(text: string, fallback = 'fa-star'): string {
  const present = new Set(wordsOf(text));
  for (const [keys, icon] of RULES) if (keys.some((k) => present.has(k))) return icon;
  return fallback;
}

/** Every icon this generator can choose (a test checks they exist in Font Awesome's free set). */
export const RULE_ICONS = RULES.map(([, icon]) => icon);
