/** Strings of the push settings card and the header's notice bell (features/profile/PushSettings.tsx, features/system/notices). */
export const noticeEn: Record<string, string> = {
  'push.title': 'Push settings',
  'push.intro': 'Choose which notifications you want and how they reach you.',
  'push.kind': 'Notification',
  'push.noPhone': 'No phone number on your account: SMS cannot reach you',
  'push.save': 'Save',
  'push.none': 'No notifications to set',
  'notice.title': 'Notifications',
  'notice.open': 'Notifications ({{count}} unread)',
  'notice.empty': 'No notifications',
  'notice.readAll': 'Mark all read',
  'notice.unread': 'Unread',
};
