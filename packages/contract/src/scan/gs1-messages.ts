import type { Gs1ErrorCode, Gs1Problem } from './gs1-problems.ts';

export type Gs1Lang = 'zh' | 'en';

type Text = (p: Gs1Problem) => string;

const list = (expected = '') =>
  expected
    .split(',')
    .map((alt) =>
      alt
        .split('+')
        .map((ai) => `(${ai})`)
        .join('+'),
    )
    .join(' or ');

const unitEn = (p: Gs1Problem) => (p.expected === 'digits' ? 'digits' : 'characters');
const unitZh = (p: Gs1Problem) => (p.expected === 'digits' ? '位数字' : '个字符');

const CHARSET_ZH: Record<string, string> = {
  digits: '只能是数字',
  cset82: '含有不允许的字符',
  cset39: '只能是大写字母、数字和 # - /',
  cset64: '只能是 base64url 字符',
  cset32: '校验字符不合规',
  iban: 'IBAN 含有不允许的字符',
};
const CHARSET_EN: Record<string, string> = { digits: 'digits only', cset32: 'invalid check characters' };

const PART_EN: Record<string, string> = {
  month: 'month must be 01-12',
  day: 'day out of range',
  format: 'not a date',
  hour: 'hour must be 00-23',
  minute: 'minute must be 00-59',
  second: 'second must be 00-59',
};
const PART_ZH: Record<string, string> = {
  month: '月份必须为 01-12',
  day: '日期超出范围',
  format: '不是有效日期',
  hour: '小时必须为 00-23',
  minute: '分钟必须为 00-59',
  second: '秒必须为 00-59',
};

/** What each GS1 linter checks, for `format` problems. */
const LINT: Record<string, [en: string, zh: string]> = {
  zero: ['must start with 0', '必须以 0 开头'],
  gcp: ['must start with a GS1 Company Prefix', '必须以 GS1 厂商识别代码开头'],
  iso3166: ['not an ISO 3166 country code', '不是 ISO 3166 国家代码'],
  iso3166999: ['not an ISO 3166 country code or 999', '不是 ISO 3166 国家代码或 999'],
  iso3166alpha2: ['not an ISO 3166 alpha-2 country code', '不是 ISO 3166 两位字母国家代码'],
  iso4217: ['not an ISO 4217 currency code', '不是 ISO 4217 货币代码'],
  iso5218: ['not an ISO 5218 sex code', '不是 ISO 5218 性别代码'],
  iban: ['not a valid IBAN', '不是有效的 IBAN'],
  mediatype: ['not an AIDC media type', '不是有效的 AIDC 介质类型'],
  packagetype: ['not a package type code', '不是有效的包装类型代码'],
  importeridx: ['not a valid importer index', '不是有效的进口商索引'],
  pcenc: ['bad percent-encoding', '百分号编码错误'],
  couponcode: ['not a valid coupon code', '不是有效的优惠券代码'],
  couponposoffer: ['not a valid coupon offer', '不是有效的优惠券报价'],
  latitude: ['latitude out of range', '纬度超出范围'],
  longitude: ['longitude out of range', '经度超出范围'],
  nonzero: ['must not be zero', '不能为零'],
  nozeroprefix: ['must not start with 0', '不能以 0 开头'],
  yesno: ['must be 0 or 1', '必须为 0 或 1'],
  winding: ['winding direction must be 0, 1 or 9', '卷绕方向必须为 0、1 或 9'],
  hyphen: ['must be a hyphen', '必须是连字符'],
  hasnondigit: ['must contain a non-digit', '必须包含非数字字符'],
  pieceoftotal: ['piece number must be 1 to the total', '件号必须在 1 与总件数之间'],
  posinseqslash: ['must be position/total, e.g. 1/2', '必须为“序号/总数”，如 1/2'],
};

const DL_EN: Record<string, string> = {
  scheme: 'Digital Link must start with http:// or https://',
  characters: 'Digital Link contains characters not allowed in a URI',
  domain: 'Digital Link has no valid domain',
  empty: 'empty value in the Digital Link path',
  key: 'the Digital Link path has AIs that do not form a GS1 key path',
  order: 'AI not allowed here in the Digital Link path (wrong qualifier or order)',
  nul: 'percent-encoded NUL in the Digital Link',
  unknownAi: 'numeric query parameter that is not a GS1 AI',
  attribute: 'AI not allowed as a Digital Link query parameter',
  inPath: 'AI belongs in the Digital Link path, not the query',
  duplicate: 'AI given twice in the Digital Link',
};
const DL_ZH: Record<string, string> = {
  scheme: '数字链接必须以 http:// 或 https:// 开头',
  characters: '数字链接含有 URI 不允许的字符',
  domain: '数字链接缺少有效域名',
  empty: '数字链接路径中有空值',
  key: '数字链接路径中的 AI 不构成 GS1 标识路径',
  order: '该 AI 不能出现在数字链接路径的此位置（限定符错误或顺序错误）',
  nul: '数字链接中含有百分号编码的空字符',
  unknownAi: '查询参数是数字但不是 GS1 AI',
  attribute: '该 AI 不能作为数字链接查询参数',
  inPath: '该 AI 应放在数字链接路径中，而不是查询参数中',
  duplicate: '数字链接中同一 AI 出现了两次',
};

const lengthEn: Text = (p) =>
  p.min === p.max
    ? `must be ${p.min} ${unitEn(p)}`
    : p.found === 'short'
      ? `too short (min ${p.min})`
      : `too long (max ${p.max})`;
const lengthZh: Text = (p) =>
  p.min === p.max
    ? `长度必须为 ${p.min} ${unitZh(p)}`
    : p.found === 'short'
      ? `太短（至少 ${p.min} 位）`
      : `太长（最多 ${p.max} 位）`;

const TEXTS: Record<Gs1ErrorCode, [en: Text, zh: Text]> = {
  unknownAi: [() => 'not a GS1 AI', () => '不是 GS1 应用标识符'],
  empty: [() => 'value missing', () => '缺少数据'],
  length: [lengthEn, lengthZh],
  charset: [
    (p) => CHARSET_EN[p.expected ?? ''] ?? 'invalid character',
    (p) => CHARSET_ZH[p.expected ?? ''] ?? '含有不允许的字符',
  ],
  checkDigit: [() => 'check digit wrong', () => '校验位错误'],
  date: [(p) => PART_EN[p.expected ?? 'format']!, (p) => PART_ZH[p.expected ?? 'format']!],
  time: [(p) => PART_EN[p.expected ?? 'hour']!, (p) => PART_ZH[p.expected ?? 'hour']!],
  format: [(p) => LINT[p.expected ?? '']?.[0] ?? 'invalid value', (p) => LINT[p.expected ?? '']?.[1] ?? '数据格式错误'],
  noAi: [(p) => `no AI at position ${p.position}`, (p) => `第 ${p.position} 位无法识别 AI`],
  noData: [() => 'no GS1 data', () => '没有 GS1 数据'],
  duplicateAi: [() => 'appears twice with different values', () => '出现两次且数据不同'],
  requires: [(p) => `requires ${list(p.expected)}`, (p) => `必须同时有 ${list(p.expected).replaceAll(' or ', ' 或 ')}`],
  excludes: [(p) => `cannot appear with (${p.other})`, (p) => `不能与 (${p.other}) 同时出现`],
  dlUri: [(p) => DL_EN[p.expected ?? ''] ?? 'not a valid Digital Link', (p) => DL_ZH[p.expected ?? ''] ?? '不是有效的数字链接'],
  dlPath: [(p) => DL_EN[p.expected ?? ''] ?? 'bad Digital Link path', (p) => DL_ZH[p.expected ?? ''] ?? '数字链接路径错误'],
  dlQuery: [(p) => DL_EN[p.expected ?? ''] ?? 'bad Digital Link query', (p) => DL_ZH[p.expected ?? ''] ?? '数字链接查询参数错误'],
};

/** The problem without its AI: what an element's `error` says. */
export const gs1ErrorDetail = (err: Gs1Problem, lang: Gs1Lang): string => TEXTS[err.code][lang === 'zh' ? 1 : 0](err);

/** The problem as a sentence naming its AI: `(17) month must be 01-12`, `(17) 月份必须为 01-12`. */
export const gs1ErrorText = (err: Gs1Problem, lang: Gs1Lang): string =>
  err.ai === undefined ? gs1ErrorDetail(err, lang) : `(${err.ai}) ${gs1ErrorDetail(err, lang)}`;
