/**
 * What the built-in generator knows about kinds of business: words that point to each, name
 * endings, colours, and the services and reasons-to-choose a page of that kind usually shows.
 * `{audience}` in a text is replaced by who the idea is for ("busy parents"), or "you".
 */
export interface ServiceIdea {
  heading: string;
  description: string;
  icon: string;
}

export interface Industry {
  key: string;
  keywords: string[];
  suffixes: string[];
  colours: string[];
  /** Finishes the hero line: "{idea} — {tail}". */
  tails: string[];
  services: ServiceIdea[];
  whyUs: { heading: string; description: string }[];
  promise: string;
}

export const INDUSTRIES: Industry[] = [
  {
    key: 'food',
    keywords: ['food', 'meal', 'meals', 'recipe', 'recipes', 'cook', 'cooking', 'kitchen', 'restaurant', 'cafe', 'coffee', 'bakery', 'bake', 'snack', 'snacks', 'lunch', 'dinner', 'breakfast', 'catering', 'chef', 'grocery', 'groceries', 'vegan', 'organic', 'tiffin', 'dish', 'dishes', 'drink', 'drinks', 'tea', 'juice', 'pizza', 'burger', 'dessert'],
    suffixes: ['Kitchen', 'Table', 'Pantry', 'Co.'],
    colours: ['#c2410c', '#b45309', '#15803d', '#9a3412'],
    tails: ['fresh, simple and made with care', 'good food without the hassle', 'made fresh, delivered right'],
    services: [
      { heading: 'Fresh Ingredients', description: 'We source seasonal ingredients from trusted local suppliers, so every dish tastes the way it should.', icon: 'fa-carrot' },
      { heading: 'Doorstep Delivery', description: 'Orders arrive on time and packed with care, wherever {audience} happen to be.', icon: 'fa-truck-fast' },
      { heading: 'Menus That Change', description: 'A rotating menu keeps things interesting, with options for every taste and diet.', icon: 'fa-utensils' },
      { heading: 'Healthy Choices', description: 'Balanced portions and clear nutrition information make eating well the easy choice.', icon: 'fa-apple-whole' },
      { heading: 'Catering for Groups', description: 'From team lunches to family celebrations, we cook for small and large gatherings.', icon: 'fa-people-group' },
      { heading: 'Easy Ordering', description: 'Order in a few taps, schedule ahead, and change your plan whenever you need to.', icon: 'fa-mobile-screen' },
    ],
    whyUs: [
      { heading: 'Made Fresh Daily', description: 'Nothing sits on a shelf: we prepare every order close to the time it reaches you.' },
      { heading: 'Honest Ingredients', description: 'We tell you exactly what goes into your food and where it comes from.' },
      { heading: 'Fair Prices', description: 'Good food should not be a luxury, so we keep our prices simple and fair.' },
      { heading: 'Loved Locally', description: 'We are building this with our neighbours and listen closely to every piece of feedback.' },
    ],
    promise: 'good food should be easy to get and a pleasure to eat',
  },
  {
    key: 'fitness',
    keywords: ['fitness', 'gym', 'workout', 'workouts', 'yoga', 'exercise', 'training', 'trainer', 'coach', 'coaching', 'running', 'sport', 'sports', 'health', 'healthy', 'wellness', 'diet', 'nutrition', 'weight', 'meditation', 'mental', 'therapy', 'sleep', 'clinic', 'doctor', 'medical', 'patients', 'care', 'physio'],
    suffixes: ['Fit', 'Wellness', 'Health', 'Studio'],
    colours: ['#0f766e', '#047857', '#0e7490', '#4338ca'],
    tails: ['feel better, one step at a time', 'wellbeing that fits your life', 'a healthier routine that lasts'],
    services: [
      { heading: 'Personal Plans', description: 'A plan shaped around your goals, your schedule and where you are starting from.', icon: 'fa-clipboard-check' },
      { heading: 'Expert Coaching', description: 'Qualified coaches guide {audience} with clear advice and steady encouragement.', icon: 'fa-user-doctor' },
      { heading: 'Progress Tracking', description: 'See how far you have come with simple check-ins and easy-to-read progress charts.', icon: 'fa-chart-line' },
      { heading: 'Flexible Sessions', description: 'Book sessions at times that suit you, in person or online.', icon: 'fa-calendar-check' },
      { heading: 'Nutrition Guidance', description: 'Practical eating advice that supports your training without strict rules.', icon: 'fa-apple-whole' },
      { heading: 'Community Support', description: 'Join people working towards the same goals and keep each other motivated.', icon: 'fa-people-group' },
    ],
    whyUs: [
      { heading: 'Results You Can See', description: 'Small, steady improvements you can measure week after week.' },
      { heading: 'Built Around You', description: 'No one-size-fits-all programmes: everything adapts to your body and your time.' },
      { heading: 'Qualified People', description: 'You are guided by experienced professionals who care about doing it safely.' },
      { heading: 'Always Encouraging', description: 'We celebrate progress, not perfection, and we are there on the hard days too.' },
    ],
    promise: 'feeling good should fit into real life, not the other way round',
  },
  {
    key: 'education',
    keywords: ['education', 'learn', 'learning', 'course', 'courses', 'tutor', 'tutoring', 'tutors', 'school', 'schools', 'students', 'student', 'teach', 'teachers', 'teacher', 'class', 'classes', 'exam', 'exams', 'skills', 'study', 'language', 'languages', 'training', 'kids', 'children', 'college', 'university'],
    suffixes: ['Academy', 'Learning', 'Classroom', 'Tutors'],
    colours: ['#1d4ed8', '#4338ca', '#7c3aed', '#0369a1'],
    tails: ['learning that sticks', 'learn at your own pace', 'skills for what comes next'],
    services: [
      { heading: 'Live Classes', description: 'Small, interactive classes where every learner gets heard and gets answers.', icon: 'fa-chalkboard-user' },
      { heading: 'One-to-One Tutoring', description: 'Focused sessions with a tutor who adapts to how {audience} learn best.', icon: 'fa-graduation-cap' },
      { heading: 'Learning Materials', description: 'Clear notes, exercises and practice tests, available whenever you need them.', icon: 'fa-book-open' },
      { heading: 'Progress Reports', description: 'Regular reports show strengths, gaps and the next steps to take.', icon: 'fa-chart-line' },
      { heading: 'Flexible Schedule', description: 'Learn mornings, evenings or weekends, at a pace that suits you.', icon: 'fa-clock' },
      { heading: 'Exam Preparation', description: 'Structured revision plans and mock exams that build real confidence.', icon: 'fa-list-check' },
    ],
    whyUs: [
      { heading: 'Experienced Teachers', description: 'Our educators know their subjects and know how to explain them simply.' },
      { heading: 'Personal Attention', description: 'Every learner has a plan, and we check in to keep it on track.' },
      { heading: 'Proven Approach', description: 'Practice, feedback and repetition: methods that help knowledge last.' },
      { heading: 'Affordable Learning', description: 'Quality education at a price families and learners can plan for.' },
    ],
    promise: 'everyone learns well when they are taught the right way',
  },
  {
    key: 'pets',
    keywords: ['pet', 'pets', 'dog', 'dogs', 'cat', 'cats', 'puppy', 'puppies', 'vet', 'grooming', 'walker', 'walkers', 'walking', 'animal', 'animals', 'kennel', 'bird', 'birds', 'aquarium'],
    suffixes: ['Paws', 'Pet Co.', 'Pals', 'Tails'],
    colours: ['#b45309', '#0f766e', '#be185d', '#15803d'],
    tails: ['happy pets, happy homes', 'care your pet will love', 'because pets are family'],
    services: [
      { heading: 'Dog Walking', description: 'Reliable daily walks that keep dogs active, calm and happy.', icon: 'fa-dog' },
      { heading: 'Pet Sitting', description: 'Caring sitters who follow your routine while you are away.', icon: 'fa-house' },
      { heading: 'Grooming', description: 'Gentle grooming that leaves pets clean, comfortable and looking their best.', icon: 'fa-scissors' },
      { heading: 'Health Check-ins', description: 'We keep an eye on wellbeing and let you know if anything seems off.', icon: 'fa-stethoscope' },
      { heading: 'Healthy Treats', description: 'Treats and food made with ingredients you can trust.', icon: 'fa-bone' },
      { heading: 'Live Updates', description: 'Photos and updates during every visit, so {audience} never have to wonder.', icon: 'fa-camera' },
    ],
    whyUs: [
      { heading: 'Trusted Carers', description: 'Every carer is vetted, trained and genuinely loves animals.' },
      { heading: 'Peace of Mind', description: 'Clear updates and careful routines mean you always know your pet is fine.' },
      { heading: 'Flexible Booking', description: 'Book once, weekly or last minute: we work around your plans.' },
      { heading: 'Local and Personal', description: 'The same friendly faces, who get to know your pet by name.' },
    ],
    promise: 'pets deserve the same care we would give our own',
  },
  {
    key: 'beauty',
    keywords: ['beauty', 'salon', 'hair', 'skin', 'skincare', 'makeup', 'cosmetics', 'nails', 'spa', 'fashion', 'clothes', 'clothing', 'apparel', 'wear', 'style', 'jewelry', 'jewellery', 'shoes', 'boutique', 'tailor'],
    suffixes: ['Studio', 'Atelier', 'Beauty', 'Collective'],
    colours: ['#be185d', '#9d174d', '#7e22ce', '#c026d3'],
    tails: ['look good, feel even better', 'style that feels like you', 'care for the way you look and feel'],
    services: [
      { heading: 'Personal Styling', description: 'Advice that brings out your own style, never someone else’s.', icon: 'fa-wand-magic-sparkles' },
      { heading: 'Quality Products', description: 'Carefully chosen products that are kind to you and to the planet.', icon: 'fa-gem' },
      { heading: 'Treatments', description: 'Relaxing treatments by trained professionals, in a calm and welcoming space.', icon: 'fa-spa' },
      { heading: 'Custom Fitting', description: 'Alterations and fittings so everything sits just right.', icon: 'fa-scissors' },
      { heading: 'Easy Booking', description: 'Book online in seconds and get reminders before every appointment.', icon: 'fa-calendar-check' },
      { heading: 'Gift Cards', description: 'Share the experience with someone special.', icon: 'fa-gift' },
    ],
    whyUs: [
      { heading: 'Skilled Hands', description: 'Experienced professionals who take pride in every detail.' },
      { heading: 'Thoughtful Products', description: 'We only use and sell what we would happily use ourselves.' },
      { heading: 'A Welcoming Space', description: 'Relaxed, friendly and inclusive: everyone is welcome here.' },
      { heading: 'Worth Every Penny', description: 'Premium care without hidden extras or surprise costs.' },
    ],
    promise: 'looking after yourself should feel like a treat, not a chore',
  },
  {
    key: 'home',
    keywords: ['home', 'homes', 'house', 'cleaning', 'cleaner', 'repair', 'repairs', 'plumber', 'plumbing', 'electrician', 'renovation', 'furniture', 'interior', 'garden', 'gardening', 'laundry', 'moving', 'handyman', 'maintenance', 'rent', 'rental', 'property', 'apartment', 'real', 'estate'],
    suffixes: ['Home Services', 'Homes', 'Helpers', 'Co.'],
    colours: ['#0369a1', '#15803d', '#b45309', '#334155'],
    tails: ['a home that simply works', 'help at home, done properly', 'less hassle, more home'],
    services: [
      { heading: 'Cleaning', description: 'Thorough, reliable cleaning with eco-friendly products.', icon: 'fa-broom' },
      { heading: 'Repairs and Fixes', description: 'Skilled help for the jobs that have been waiting too long.', icon: 'fa-screwdriver-wrench' },
      { heading: 'Painting and Decor', description: 'Fresh walls and finishing touches that make a space feel new.', icon: 'fa-paint-roller' },
      { heading: 'Moving Help', description: 'Careful packing, lifting and transport on the day you move.', icon: 'fa-truck' },
      { heading: 'Garden Care', description: 'Lawns, hedges and beds kept tidy through every season.', icon: 'fa-seedling' },
      { heading: 'Same-Week Booking', description: 'Book online and get a confirmed slot within days, not weeks.', icon: 'fa-calendar-check' },
    ],
    whyUs: [
      { heading: 'Vetted Professionals', description: 'Every person we send is checked, insured and good at what they do.' },
      { heading: 'Upfront Pricing', description: 'You know the price before we start: no surprises on the bill.' },
      { heading: 'On Time, Every Time', description: 'We turn up when we say we will and finish what we start.' },
      { heading: 'Satisfaction Promise', description: 'If something is not right, we come back and make it right.' },
    ],
    promise: 'looking after a home should not take over your life',
  },
  {
    key: 'travel',
    keywords: ['travel', 'trip', 'trips', 'tour', 'tours', 'tourism', 'tourist', 'hotel', 'hotels', 'booking', 'holiday', 'holidays', 'vacation', 'flight', 'flights', 'adventure', 'trek', 'trekking', 'hostel', 'stay', 'stays', 'guide', 'guides', 'destination'],
    suffixes: ['Journeys', 'Trips', 'Travel Co.', 'Escapes'],
    colours: ['#0e7490', '#0369a1', '#15803d', '#c2410c'],
    tails: ['journeys worth remembering', 'travel made simple', 'see more, worry less'],
    services: [
      { heading: 'Curated Trips', description: 'Thoughtfully planned itineraries that balance must-sees with hidden gems.', icon: 'fa-map-location-dot' },
      { heading: 'Stays You Will Love', description: 'Handpicked places to stay, checked for comfort, location and value.', icon: 'fa-hotel' },
      { heading: 'Local Guides', description: 'Friendly local experts who show {audience} the real character of a place.', icon: 'fa-person-hiking' },
      { heading: 'Easy Booking', description: 'Plan, book and pay in one place, with everything confirmed instantly.', icon: 'fa-ticket' },
      { heading: 'Travel Support', description: 'Help is a message away before and during your trip.', icon: 'fa-headset' },
      { heading: 'Flexible Plans', description: 'Change of plans? Adjust dates and details without the stress.', icon: 'fa-route' },
    ],
    whyUs: [
      { heading: 'Local Knowledge', description: 'We know our destinations personally, not just from a brochure.' },
      { heading: 'Everything Sorted', description: 'From arrival to departure, the details are handled for you.' },
      { heading: 'Fair and Transparent', description: 'Clear prices with no hidden booking fees.' },
      { heading: 'Here for You', description: 'Real people ready to help, wherever you are.' },
    ],
    promise: 'the best trips are the ones you do not have to worry about',
  },
  {
    key: 'finance',
    keywords: ['finance', 'financial', 'money', 'budget', 'budgeting', 'savings', 'save', 'invest', 'investing', 'investment', 'loan', 'loans', 'insurance', 'tax', 'taxes', 'accounting', 'bookkeeping', 'payments', 'payment', 'bank', 'banking', 'credit', 'wealth', 'invoice', 'invoices'],
    suffixes: ['Finance', 'Capital', 'Money', 'Partners'],
    colours: ['#047857', '#1e3a8a', '#0f766e', '#334155'],
    tails: ['money matters, made clear', 'confident decisions about your money', 'smarter finances without the jargon'],
    services: [
      { heading: 'Clear Budgeting', description: 'See where money goes and plan where it should go next.', icon: 'fa-chart-pie' },
      { heading: 'Savings Plans', description: 'Simple plans that help {audience} build savings steadily.', icon: 'fa-piggy-bank' },
      { heading: 'Expert Advice', description: 'Straightforward guidance from qualified people, without the jargon.', icon: 'fa-user-tie' },
      { heading: 'Tax and Paperwork', description: 'Returns, invoices and records handled accurately and on time.', icon: 'fa-file-invoice-dollar' },
      { heading: 'Secure Payments', description: 'Fast, secure payments protected by bank-grade security.', icon: 'fa-credit-card' },
      { heading: 'Growth Insights', description: 'Reports that turn numbers into clear next steps.', icon: 'fa-chart-line' },
    ],
    whyUs: [
      { heading: 'Plain Language', description: 'We explain every number and every option in words that make sense.' },
      { heading: 'Secure by Design', description: 'Your data and your money are protected at every step.' },
      { heading: 'No Hidden Fees', description: 'Transparent pricing you can check at any time.' },
      { heading: 'On Your Side', description: 'Our advice is about your goals, not about selling products.' },
    ],
    promise: 'everyone deserves to feel in control of their money',
  },
  {
    key: 'events',
    keywords: ['event', 'events', 'wedding', 'weddings', 'party', 'parties', 'celebration', 'birthday', 'music', 'concert', 'photography', 'photographer', 'photos', 'video', 'festival', 'venue', 'dj', 'decor', 'decoration'],
    suffixes: ['Events', 'Celebrations', 'Studio', 'Co.'],
    colours: ['#7c3aed', '#be185d', '#b45309', '#1d4ed8'],
    tails: ['moments worth celebrating', 'unforgettable days, handled', 'celebrate, we will take care of the rest'],
    services: [
      { heading: 'Event Planning', description: 'From the first idea to the last guest leaving, every detail planned.', icon: 'fa-calendar-check' },
      { heading: 'Venues and Decor', description: 'Spaces and styling that match the mood of the day.', icon: 'fa-champagne-glasses' },
      { heading: 'Music and Entertainment', description: 'The right sound and the right energy for every moment.', icon: 'fa-music' },
      { heading: 'Photography', description: 'Natural, beautiful photos that capture how the day felt.', icon: 'fa-camera-retro' },
      { heading: 'Guest Management', description: 'Invitations, replies and seating handled without spreadsheets.', icon: 'fa-users' },
      { heading: 'On-the-Day Support', description: 'A coordinator on site so {audience} can simply enjoy it.', icon: 'fa-headset' },
    ],
    whyUs: [
      { heading: 'Attention to Detail', description: 'We sweat the small stuff so the big day runs smoothly.' },
      { heading: 'Trusted Partners', description: 'A network of vendors we know and rely on.' },
      { heading: 'Any Size, Any Budget', description: 'Intimate gatherings or big celebrations, planned with the same care.' },
      { heading: 'Stress-Free', description: 'One point of contact and clear plans from start to finish.' },
    ],
    promise: 'every celebration should feel effortless for the people hosting it',
  },
  {
    key: 'green',
    keywords: ['sustainable', 'sustainability', 'eco', 'green', 'recycle', 'recycling', 'recycled', 'waste', 'solar', 'energy', 'climate', 'carbon', 'environment', 'environmental', 'plastic', 'reuse', 'reusable', 'compost', 'electric', 'ev', 'panels', 'farm', 'farming', 'farmers', 'agriculture', 'plants'],
    suffixes: ['Earth', 'Green Co.', 'Cycle', 'Roots'],
    colours: ['#15803d', '#166534', '#0f766e', '#4d7c0f'],
    tails: ['better for you and the planet', 'small changes, real impact', 'sustainable by default'],
    services: [
      { heading: 'Sustainable Products', description: 'Everyday products made to last, with less waste and fewer emissions.', icon: 'fa-leaf' },
      { heading: 'Recycling Made Easy', description: 'Collection and recycling that takes minutes, not effort.', icon: 'fa-recycle' },
      { heading: 'Clean Energy', description: 'Practical ways for {audience} to switch to cleaner energy.', icon: 'fa-solar-panel' },
      { heading: 'Impact Tracking', description: 'See the difference you make in clear, honest numbers.', icon: 'fa-chart-line' },
      { heading: 'Local Sourcing', description: 'We work with nearby producers to cut transport and support the community.', icon: 'fa-seedling' },
      { heading: 'Advice and Audits', description: 'Friendly guidance on where to start and what matters most.', icon: 'fa-clipboard-check' },
    ],
    whyUs: [
      { heading: 'Real Impact', description: 'Every choice we make is measured by its effect on the planet.' },
      { heading: 'No Greenwashing', description: 'We are open about what we do well and what we are still improving.' },
      { heading: 'Convenient', description: 'Sustainable options that are as easy as the usual ones.' },
      { heading: 'Community First', description: 'We grow with local people and local suppliers.' },
    ],
    promise: 'doing the right thing for the planet should also be the easy thing',
  },
  {
    key: 'tech',
    keywords: ['app', 'apps', 'software', 'platform', 'saas', 'ai', 'automation', 'automate', 'data', 'analytics', 'cloud', 'digital', 'online', 'website', 'web', 'tool', 'tools', 'tech', 'technology', 'api', 'developer', 'developers', 'startup', 'startups', 'dashboard', 'crm', 'marketplace', 'mobile', 'chatbot', 'smart'],
    suffixes: ['Labs', 'HQ', 'Cloud', 'Works'],
    colours: ['#1d4ed8', '#4338ca', '#0f172a', '#0369a1'],
    tails: ['software that just works', 'do more with less effort', 'the simple way to get it done'],
    services: [
      { heading: 'Easy Setup', description: 'Get started in minutes: no installation, no training sessions.', icon: 'fa-rocket' },
      { heading: 'Smart Automation', description: 'Let routine tasks run themselves so {audience} can focus on what matters.', icon: 'fa-robot' },
      { heading: 'Clear Insights', description: 'Dashboards that show what is happening and what to do next.', icon: 'fa-chart-pie' },
      { heading: 'Works Everywhere', description: 'Use it on your phone, tablet or computer, with everything in sync.', icon: 'fa-mobile-screen' },
      { heading: 'Secure by Default', description: 'Your data is encrypted, backed up and only ever yours.', icon: 'fa-shield-halved' },
      { heading: 'Friendly Support', description: 'Real people who answer quickly and actually solve the problem.', icon: 'fa-headset' },
    ],
    whyUs: [
      { heading: 'Simple to Use', description: 'Designed so anyone can pick it up without a manual.' },
      { heading: 'Saves Time', description: 'Hours of manual work reduced to a few clicks.' },
      { heading: 'Reliable', description: 'Built to be fast and available whenever you need it.' },
      { heading: 'Built With Users', description: 'We ship improvements based on what our users tell us.' },
    ],
    promise: 'good tools should save time, not create more work',
  },
  {
    key: 'retail',
    keywords: ['shop', 'store', 'sell', 'selling', 'products', 'product', 'ecommerce', 'subscription', 'box', 'boxes', 'handmade', 'crafts', 'gifts', 'gift', 'toys', 'books', 'delivery', 'deliver', 'retail', 'brand', 'market'],
    suffixes: ['Store', 'Goods', 'Co.', 'Market'],
    colours: ['#c2410c', '#1d4ed8', '#be185d', '#0f766e'],
    tails: ['quality you can feel', 'great products, delivered', 'made well, priced fairly'],
    services: [
      { heading: 'Curated Selection', description: 'A carefully chosen range, so {audience} only see things worth buying.', icon: 'fa-tags' },
      { heading: 'Fast Delivery', description: 'Orders packed with care and shipped quickly to your door.', icon: 'fa-truck-fast' },
      { heading: 'Subscriptions', description: 'Get your favourites regularly, and pause or change anytime.', icon: 'fa-box' },
      { heading: 'Gift Options', description: 'Gift wrapping and personal notes for the people you care about.', icon: 'fa-gift' },
      { heading: 'Easy Returns', description: 'Not quite right? Returns are simple and free.', icon: 'fa-receipt' },
      { heading: 'Secure Checkout', description: 'Pay safely with the method you prefer.', icon: 'fa-credit-card' },
    ],
    whyUs: [
      { heading: 'Quality First', description: 'Every product is checked before it reaches you.' },
      { heading: 'Fair Prices', description: 'Honest pricing, with no inflated "sale" tricks.' },
      { heading: 'Fast and Reliable', description: 'Orders ship quickly and arrive when we say they will.' },
      { heading: 'Real Customer Care', description: 'Friendly help from people who know the products.' },
    ],
    promise: 'buying something good should be simple and enjoyable',
  },
];

/** Used when no industry matches: a general service business. */
export const GENERAL: Industry = {
  key: 'general',
  keywords: [],
  suffixes: ['Co.', 'Collective', 'Studio', 'Works'],
  colours: ['#1d4ed8', '#0f766e', '#7c3aed', '#c2410c', '#334155'],
  tails: ['a better way to get it done', 'built around what you need', 'simple, reliable, and made for you'],
  services: [
    { heading: 'Tailored Solutions', description: 'Every plan starts with a conversation about what {audience} actually need.', icon: 'fa-sliders' },
    { heading: 'Quick Start', description: 'Getting started takes minutes, and we guide you through every step.', icon: 'fa-rocket' },
    { heading: 'Expert Team', description: 'Experienced people who care about getting the details right.', icon: 'fa-people-group' },
    { heading: 'Ongoing Support', description: 'We stay with you after the first step, with help whenever you need it.', icon: 'fa-headset' },
    { heading: 'Clear Pricing', description: 'Simple, transparent prices with nothing hidden in the small print.', icon: 'fa-tags' },
    { heading: 'Measured Results', description: 'We track what works and keep improving it for you.', icon: 'fa-chart-line' },
  ],
  whyUs: [
    { heading: 'Customer First', description: 'Everything we build starts with the people who use it.' },
    { heading: 'Quality Work', description: 'We take pride in doing things properly, the first time.' },
    { heading: 'Honest and Clear', description: 'Straight answers, fair prices and no surprises.' },
    { heading: 'Always Improving', description: 'We listen, learn and make it better every week.' },
  ],
  promise: 'good service should be simple, honest and reliable',
};

/** The industry whose words appear most (the idea counts double); ties go to the word met first. */
export function detectIndustry(ideaWords: string[], otherWords: string[]): Industry {
  let best = GENERAL;
  let bestScore = 0;
  let bestFirst = Infinity;
  const all = [...ideaWords, ...otherWords];
  for (const industry of INDUSTRIES) {
    const set = new Set(industry.keywords);
    const score = ideaWords.filter((w) => set.has(w)).length * 2 + otherWords.filter((w) => set.has(w)).length;
    const first = all.findIndex((w) => set.has(w));
    if (score > bestScore || (score === bestScore && score > 0 && first < bestFirst)) {
      best = industry;
      bestScore = score;
      bestFirst = first;
    }
  }
  return best;
}
