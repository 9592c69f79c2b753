import { z } from 'zod';

/** What a notification is about. */
const NOTIFICATION_KINDS = [
  'page_live',
  'new_lead',
  'campaign_active',
  'campaign_completed',
  'payment_refunded',
] as const;
const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  title: z.string(),
  message: z.string(),
  /** A path inside the app. */
  link: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** The newest notifications of the caller, with how many are unread in all. */
export const listNotificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int().nonnegative(),
});

/** Mark notifications read: the listed ones, or every one when `ids` is absent. */
export const markNotificationsReadBodySchema = z.object({
  ids: z.array(z.uuid()).max(100).optional(),
});
export const markNotificationsReadResponseSchema = z.object({ unread: z.number().int().nonnegative() });

/** How many notifications the menu shows. */
export const NOTIFICATIONS_SHOWN = 20;

/** The texts of each kind of notification (one place, used when the event happens). */
export const NOTIFICATION_TEXTS = {
  pageLive: (idea: string) => ({
    title: 'Your landing page is live',
    message: `“${idea}” is published. Read it before you share it, then share its link or start an ad campaign.`,
  }),
  newPriceLead: (idea: string, email: string, price: string) => ({
    title: 'New lead',
    message: `${email} chose ${price} on the page of “${idea}” and wants to be told when orders open.`,
  }),
  newLead: (idea: string, name: string) => ({
    title: 'New lead',
    message: `${name} wrote to you through the page of “${idea}”.`,
  }),
  campaignActive: (campaign: string) => ({
    title: 'Campaign running',
    message: `Your Google Ads campaign ${campaign} is active.`,
  }),
  campaignCompleted: (campaign: string) => ({
    title: 'Campaign finished',
    message: `Your Google Ads campaign ${campaign} has completed. Compare visits and leads on the dashboard.`,
  }),
  paymentRefunded: (amount: string, reason: string) => ({
    title: 'Payment refunded',
    message: `${amount} was refunded: ${reason} Refunds take 9-15 days to reach you.`,
  }),
} as const;

export const NOTIFICATIONS_EMPTY =
  'No notifications yet. You will see here when your page goes live, a visitor writes to you, or a campaign starts or ends.';
