/** Strings of the push settings card and the header's notice bell (features/profile/PushSettings.tsx, features/system/notices). */
export const noticeZh: Record<string, string> = {
  'push.title': '推送设置',
  'push.intro': '选择希望收到哪些通知，以及通过哪种方式收到。',
  'push.kind': '通知类型',
  'push.noPhone': '未设置手机号，无法接收短信',
  'push.save': '保存',
  'push.none': '暂无可设置的通知',
  'notice.title': '通知',
  'notice.open': '通知（{{count}} 条未读）',
  'notice.empty': '暂无通知',
  'notice.readAll': '全部已读',
  'notice.unread': '未读',
};
