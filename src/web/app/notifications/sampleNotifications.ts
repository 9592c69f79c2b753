/** SPEC §2 "Dashboard chrome": the notifications menu lists hard-coded sample notifications. */
export interface AppNotification {
  id: number;
  read: boolean;
  image: string;
  sender: string;
  time: string;
  link: string;
  message: string;
}

export const SAMPLE_NOTIFICATIONS: readonly AppNotification[] = [
  {
    id: 1,
    read: false,
    image: '/img/notifications/ideaproof.svg',
    sender: 'Ideaproof',
    time: 'a few minutes ago',
    link: '/transactions',
    message: 'Your landing page is live. Share its link or start an ad campaign to bring visitors.',
  },
  {
    id: 2,
    read: false,
    image: '/img/notifications/leads.svg',
    sender: 'Leads',
    time: '2 hours ago',
    link: '/transactions',
    message: 'A visitor answered "Share Your Vision". Open the order dashboard to read the message.',
  },
  {
    id: 3,
    read: false,
    image: '/img/notifications/ads.svg',
    sender: 'Google Ads',
    time: 'yesterday',
    link: '/documentation/overview',
    message: 'Campaigns run from 1 to 7 days with a budget of 5,000 to 20,000 INR.',
  },
  {
    id: 4,
    read: true,
    image: '/img/notifications/support.svg',
    sender: 'Support',
    time: '3 days ago',
    link: '/documentation/quick-start',
    message: 'Tip: compare visits by country and city to see where the demand is.',
  },
];
