/**
 * Server messages, in the user's language (Accept-Language: en → English, anything else → Chinese).
 * The server always answers with finished text, so the console shows `message` as it is.
 * `token expired` stays in both languages: the console keys its login-expired dialog on it (spec §8).
 */
const zh = {
  ok: '操作成功',
  saved: '保存成功',
  deleted: '删除成功',
  'auth.ok': '登录成功',
  'auth.bad': '账号或密码错误',
  'auth.disabled': '账号已停用，请联系系统管理员',
  'auth.locked': '登录失败次数过多，账号已锁定，请 {minutes} 分钟后再试',
  'auth.throttled': '该地址登录失败次数过多，请 {minutes} 分钟后再试',
  'auth.expired': '登录已过期，请重新登录 (token expired)',
  'auth.missing': '当前用户已退出或无权限，请重新登录',
  'auth.loggedOut': '已退出登录',
  'auth.forbidden': '无权访问 (no permission to access)',
  'auth.notAvailable': '该登录方式尚未开通',
  'password.rule': '密码至少 8 位，且须包含字母和数字',
  'password.mismatch': '两次输入的密码不一致',
  'password.wrong': '当前密码不正确',
  'validation.field': '字段 {field} 无效：{reason}',
  'validation.required': '必填',
  'validation.body': '请求内容无效',
  'table.unknownField': '不能按字段 {field} 筛选或排序',
  'table.badOperator': '字段 {field} 不支持运算符 {operator}',
  'table.badValue': '字段 {field} 的筛选值无效',
  'notFound.route': '请求的资源不存在',
  'notFound.row': '记录不存在或已被删除',
  'unique.violation': '{fields} 已存在：{value}',
  'ref.missing': '{field} 引用的记录不存在',
  'ref.inUse': '无法删除：仍被 {users} 使用',
  'warehouse.defaultDelete': '不能删除默认仓库，请先将其他仓库设为默认',
  'item.noWarehouse': '未指定仓库，且没有默认仓库',
  'item.skuExists': '物料 {code} 在仓库 {warehouse} 已有 SKU',
  'import.noFile': '请上传 xlsx 文件',
  'import.badFile': '文件无法读取，请使用下载的模板 (xlsx)',
  'import.empty': '文件中没有数据行',
  'import.tooMany': '一次最多导入 {max} 行',
  'import.invalid': '导入失败：{count} 处错误，未导入任何数据',
  'import.unknownRef': '找不到编码为 {value} 的记录',
  'import.duplicateInFile': '与第 {row} 行重复',
  'import.ok': '导入成功：新增 {inserted} 条，更新 {updated} 条',
  'server.error': '服务器遇到错误，请稍后重试 (请求编号 {reqId})',
  'db.unavailable': '数据库不可用',
};

type Key = keyof typeof zh;

const en: Record<Key, string> = {
  ok: 'Done',
  saved: 'Saved',
  deleted: 'Deleted',
  'auth.ok': 'Signed in',
  'auth.bad': 'Wrong account or password',
  'auth.disabled': 'This account is disabled; contact the system administrator',
  'auth.locked': 'Too many failed sign-ins: the account is locked, try again in {minutes} minutes',
  'auth.throttled': 'Too many failed sign-ins from this address, try again in {minutes} minutes',
  'auth.expired': 'Login expired, please log in again (token expired)',
  'auth.missing': 'Current user logged out or no permission, log in again',
  'auth.loggedOut': 'Logged out',
  'auth.forbidden': 'no permission to access',
  'auth.notAvailable': 'This sign-in method is not available yet',
  'password.rule': 'Password must have 8 or more characters including letters and digits',
  'password.mismatch': 'The two passwords entered do not match',
  'password.wrong': 'The current password is wrong',
  'validation.field': 'Field {field} is invalid: {reason}',
  'validation.required': 'required',
  'validation.body': 'Invalid request',
  'table.unknownField': 'Cannot filter or sort by field {field}',
  'table.badOperator': 'Field {field} does not support operator {operator}',
  'table.badValue': 'Invalid filter value for field {field}',
  'notFound.route': 'Requesting non-existent server records',
  'notFound.row': 'The record does not exist or was deleted',
  'unique.violation': '{fields} already exists: {value}',
  'ref.missing': '{field} refers to a record that does not exist',
  'ref.inUse': 'Cannot delete: still used by {users}',
  'warehouse.defaultDelete': 'The default warehouse cannot be deleted; set another warehouse as default first',
  'item.noWarehouse': 'No warehouse given and no default warehouse is set',
  'item.skuExists': 'Item {code} already has a SKU in warehouse {warehouse}',
  'import.noFile': 'Upload an xlsx file',
  'import.badFile': 'The file cannot be read; use the downloaded template (xlsx)',
  'import.empty': 'The file has no data rows',
  'import.tooMany': 'At most {max} rows per import',
  'import.invalid': 'Import failed: {count} errors, nothing was imported',
  'import.unknownRef': 'No record with code {value}',
  'import.duplicateInFile': 'Duplicate of row {row}',
  'import.ok': 'Imported: {inserted} added, {updated} updated',
  'server.error': 'The server encountered an error, please try again later (request {reqId})',
  'db.unavailable': 'Database unavailable',
};

export type Lang = 'zh' | 'en';
export type MessageKey = Key;
const CATALOGUE: Record<Lang, Record<Key, string>> = { zh, en };

export function langOf(acceptLanguage: string | undefined): Lang {
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}

export function msg(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  return CATALOGUE[lang][key].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `{${k}}`));
}
