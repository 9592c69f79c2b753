/** Realistic ideas, four answers each, typed the way founders type them (brand names in some, long answers, other languages). */
export const IDEAS: { industry: string; answers: [string, string, string, string] }[] = [
  {
    industry: 'pets',
    answers: [
      'PawWalk Pune: dog walkers for busy professionals',
      'We walk your dog twice a day while you are at work. Walkers are from your own neighbourhood and you can book in the app.',
      'Every walk is GPS-tracked and you get a photo at the end of it.',
      'How many days a week would you need a walker? What would you pay per walk?',
    ],
  },
  {
    industry: 'pets (no brand, first answer at the cap)',
    answers: [
      'dog walkers for busy professionals in Pune',
      'Morning and evening walks, booked weekly',
      'Same walker every time',
      'Would you try it?',
    ],
  },
  {
    industry: 'education',
    answers: [
      'Weekend coding classes for children aged 8 to 14',
      'Small groups of six kids learn Scratch and then Python on Saturday and Sunday mornings at our centre in Kothrud.',
      'Every child builds and shows a real game at the end of each term.',
      'What age is your child? Which weekend slot suits you?',
    ],
  },
  {
    industry: 'rental',
    answers: [
      'Laptop rental for college students',
      'Rent a laptop by the month, free doorstep pickup, repairs included',
      'No deposit for students with a valid college ID',
      'How long would you need a laptop for?',
    ],
  },
  {
    industry: 'household',
    answers: [
      'RefillRoute – refill delivery for detergent and shampoo',
      'We bring refills of detergent, dish soap and shampoo to your door every fortnight and take back the empty bottles.',
      'You pay only for what goes into the bottle, no new plastic.',
      'Which products do you buy most often?',
    ],
  },
  {
    industry: 'agriculture',
    answers: [
      'Drone crop spraying for small farms in Nashik',
      'Farmers book a drone by phone, our licensed pilot sprays pesticide or fertiliser on the booked day. A one-acre plot takes about ten minutes.',
      'Spraying uses up to 90% less water than a tractor sprayer',
      'How many acres do you farm? Which crops?',
    ],
  },
  {
    industry: 'food',
    answers: [
      'TiffinBox: home-cooked lunches for office workers',
      'Home cooks in your area prepare a fresh vegetarian lunch every weekday and we deliver it to your office by 1pm. Subscribe weekly and pause any day before 9pm the night before.',
      'Every cook is kitchen-inspected before their first order.',
      'What do you usually eat for lunch? How much do you spend on it?',
    ],
  },
  {
    industry: 'food (Hindi words)',
    answers: [
      'Ghar ka Khana – tiffin service for students in Kota',
      'Dal, chawal, sabzi and roti delivered to your hostel twice a day',
      'Cooked by mothers from the neighbourhood, not a commercial kitchen',
      'Kya aap hostel ka khana pasand karte hain?',
    ],
  },
  {
    industry: 'fitness',
    answers: [
      'Yoga for pregnant women',
      'Online sessions three times a week with a certified prenatal yoga teacher, in groups of up to eight.',
      'Each trimester has its own sequence.',
      '',
    ],
  },
  {
    industry: 'beauty',
    answers: [
      'Bridal makeup artists who come to your home',
      'Book a trial, choose your look, and on the wedding day the artist arrives at your home with everything needed.',
      'Only products that are tested on Indian skin tones',
      'When is your wedding? How many people need makeup?',
    ],
  },
  {
    industry: 'finance',
    answers: [
      'GST filing for freelancers',
      'Upload your invoices each month; a chartered accountant files your GST return and sends you the acknowledgement',
      'Fixed monthly fee of Rs 499',
      'Do you file GST yourself today?',
    ],
  },
  {
    industry: 'travel',
    answers: [
      'Himalayan treks for first-time trekkers',
      'Five-day guided treks in Uttarakhand with a local guide, tents and meals included. Groups leave every Friday from Dehradun.',
      'A doctor-approved fitness plan four weeks before the trek',
      'Have you trekked before? What stops you from going?',
    ],
  },
  {
    industry: 'events',
    answers: [
      'Kids birthday parties in your living room',
      'We set up decorations, run two hours of games and clean up afterwards',
      'One flat price per party',
      'How old is your child turning?',
    ],
  },
  {
    industry: 'tech',
    answers: [
      'An app that reminds elderly parents to take their medicine',
      'The app calls your parent at medicine time with a recorded message in your own voice. If they do not confirm, you get an SMS.',
      'Works on any basic phone, no smartphone needed',
      'Do your parents live alone? Which phone do they use?',
    ],
  },
  {
    industry: 'home services',
    answers: [
      'Same-day AC repair in Hyderabad',
      'Book a technician online, they arrive within four hours and fix most faults on the first visit',
      '',
      'How old is your AC?',
    ],
  },
  {
    industry: 'green',
    answers: [
      'Solar panels on rent for apartment terraces',
      'We install panels on your society terrace and you pay a monthly rent lower than the electricity you save.',
      'No upfront cost; panels are maintained by us for 10 years',
      'Is your housing society interested in solar?',
    ],
  },
  {
    industry: 'retail',
    answers: [
      'Handloom sarees direct from weavers in Varanasi',
      'Each saree is ordered online and shipped from the weaver’s village with a photo of the weaver who made it.',
      'The weaver receives 70% of the price',
      'What do you look for in a saree?',
    ],
  },
  {
    industry: 'health',
    answers: [
      'Physiotherapy at home after knee surgery',
      'A physiotherapist visits three times a week for six weeks after surgery; sessions are 45 minutes.',
      'Progress is shared with your surgeon every week',
      'When is your surgery planned?',
    ],
  },
  {
    industry: 'services (long answers)',
    answers: [
      'Affordable wedding photography for small weddings',
      'We photograph weddings of up to 100 guests with one photographer for six hours, and deliver an edited online album within two weeks. Couples pick 40 photos for a printed book. We work across Maharashtra and travel costs are included for venues within 100 km of Pune. Booking needs a 20% advance and the rest on the day.',
      'Candid photos only, no long posed sessions, so the couple can enjoy the day. Our photographers are women, which many families prefer for the bride’s getting-ready photos.',
      'How many guests are you expecting? Which month is the wedding? What is your photography budget?',
    ],
  },
  {
    industry: 'Spanish',
    answers: [
      'Clases de guitarra para adultos en Madrid',
      'Clases de una hora los martes y jueves por la tarde, en grupos de cuatro.',
      'Aprendes canciones que te gustan desde la primera clase.',
      '¿Has tocado la guitarra antes?',
    ],
  },
  {
    industry: 'minimal',
    answers: ['Plant-based protein bars', '', '', ''],
  },
  {
    industry: 'logistics',
    answers: [
      'Cold-chain delivery for home bakers in Bengaluru',
      'Insulated bags and bikes pick up cakes from home bakers and deliver them across the city within 90 minutes, kept below 8°C.',
      'Live temperature shown to the baker and the customer',
      'How many orders do you deliver each week? How do you deliver today?',
    ],
  },
  {
    industry: 'B2B software (brand, comma list in the solution)',
    answers: [
      'InvoiceNudge for CA firms',
      'InvoiceNudge sends polite, escalating reminder emails to your clients until unpaid invoices are settled, and shows you who has opened each reminder.',
      'It connects to Tally and Zoho Books in two clicks, so reminders go out from your own email address with your firm’s name on them.',
      'How many unpaid invoices do you chase each month? Which accounting software do you use?',
    ],
  },
  {
    industry: 'coworking (a "+" in the name)',
    answers: [
      'CoWork + Creche Hyderabad',
      'A coworking space in Madhapur with a supervised creche on the same floor, so parents can work while their toddlers are looked after a few metres away. Desks and creche hours are booked together by the day or by the month.',
      'Parents can watch their child on a live camera from their desk, and the creche staff are trained nursery teachers with first-aid certificates.',
      'How old is your child? How many days a week would you use it?',
    ],
  },
  {
    industry: 'bakery (name and place only in the first answer)',
    answers: [
      'Sourdough Subscription Pune',
      'Fresh sourdough loaves baked overnight and delivered to your door every Tuesday and Friday morning, booked the evening before.',
      'Slow-fermented for 36 hours with only flour, water and salt: no commercial yeast, no preservatives, and every loaf is baked the night before it reaches you.',
      'How many loaves does your household eat each week?',
    ],
  },
  {
    industry: 'home cleaning (brand and city, nothing else)',
    answers: [
      'CleanNest Pune',
      'Trained, background-checked cleaners deep-clean your flat in four hours, bring their own equipment and eco-friendly products, and you book and pay in the app.',
      'Every cleaner is paid a fixed monthly salary with health insurance, not per job, so the same people stay with us and come back to your home each time.',
      'What do you pay for cleaning today, and how often?',
    ],
  },
  {
    industry: 'edtech (audience-only remainder)',
    answers: [
      'StudyNest for students',
      'Quiet study rooms near college campuses in Delhi, open from 7am to midnight, with fast Wi-Fi, lockers and unlimited tea; book a seat by the hour from your phone.',
      'A monthly pass costs less than two coffees a day, and you can pause it during holidays.',
      'Where do you study today? What would make you switch?',
    ],
  },
];
