/** API 密钥页面的文字（features/system/apikeys），并入 console.zh.ts。 */
export const apikeyZh: Record<string, string> = {
  'apikey.add': '新建密钥',
  'apikey.create': '创建密钥',
  'apikey.addHelp':
    '密钥供其他系统（ERP、脚本）以所选角色调用接口，只拥有该角色的权限。它的每次调用都以其名称记入日志。密钥不能登录控制台，不能修改用户或角色，也不能创建密钥。',
  'apikey.nameHelp': '使用方，例如 erp-prod：日志中以 key:<名称> 记录它的调用',
  'apikey.roleHelp': '密钥的权限与该角色完全一致，角色修改后随之变化',
  'apikey.expiresHelp': '有效至当天结束；最长 {{days}} 天',
  'apikey.createdTitle': '密钥“{{name}}”已创建',
  'apikey.onceWarning': '请立即复制并妥善保存密钥。它不会再次显示：系统只保留其开头几个字符。',
  'apikey.token': 'API 密钥',
  'apikey.copy': '复制',
  'apikey.copied': '已复制',
  'apikey.copyFailed': '无法复制：请选中密钥后手动复制',
  'apikey.howToSend': '每次调用时在请求头 Authorization: Bearer <密钥> 中发送。',
  'apikey.done': '我已复制',
  'apikey.revoke': '吊销',
  'apikey.revokeConfirm': '吊销密钥“{{name}}”？使用它的调用将立即被拒绝，且无法恢复。',
  'apikey.status.live': '有效',
  'apikey.status.expired': '已过期',
  'apikey.status.revoked': '已吊销',
};
