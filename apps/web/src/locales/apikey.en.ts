/** Strings of the API keys screen (features/system/apikeys), merged into console.en.ts. */
export const apikeyEn: Record<string, string> = {
  'apikey.add': 'New key',
  'apikey.create': 'Create key',
  'apikey.addHelp':
    'A key lets another system (an ERP, a script) call the API as the role you choose, with that role’s permissions and nothing more. Every call it makes is logged under its name. A key cannot sign in to the console, change users or roles, or make keys.',
  'apikey.nameHelp': 'Who uses it, e.g. erp-prod: the audit log shows its calls as key:<name>',
  'apikey.roleHelp': 'The key can do exactly what this role allows, now and after the role is changed',
  'apikey.expiresHelp': 'It works until the end of this day; at most {{days}} days ahead',
  'apikey.createdTitle': 'Key "{{name}}" created',
  'apikey.onceWarning': 'Copy the key now and keep it safe. It will not be shown again: only its first characters are kept.',
  'apikey.token': 'API key',
  'apikey.copy': 'Copy',
  'apikey.copied': 'Copied',
  'apikey.copyFailed': 'Could not copy: select the key and copy it by hand',
  'apikey.howToSend': 'Send it with every call in the header Authorization: Bearer <key>.',
  'apikey.done': 'I have copied it',
  'apikey.revoke': 'Revoke',
  'apikey.revokeConfirm': 'Revoke the key "{{name}}"? Calls made with it are refused at once; this cannot be undone.',
  'apikey.status.live': 'Live',
  'apikey.status.expired': 'Expired',
  'apikey.status.revoked': 'Revoked',
};
