/** What the disabled Google button's tooltip says. */
export const GOOGLE_OFF_TOOLTIP = 'Google sign-in is not configured on this server';
