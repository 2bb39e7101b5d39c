/**
 * Where pop-ups appear: toasts in the middle of the header, where nothing can be clicked (below it
 * they covered the list toolbar's import, export and template buttons), notifications at the
 * bottom centre, over table cells rather than the pager or row actions (at the top right they
 * covered the user menu, the language button and the list's filter and column buttons).
 */
export const MESSAGE_TOP = 8;
export const NOTIFICATION_PLACEMENT = 'bottom' as const;
