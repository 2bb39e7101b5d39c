import { normalizePhone } from '@wms/contract/phone';
import type { FormRule } from 'antd';
import type { TFunction } from '../i18n/i18n.ts';

/** 8 or more characters including letters and digits (spec §5). */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{8,}$/;

export function requiredRule(t: TFunction, labelKey: string): FormRule {
  return { required: true, whitespace: true, message: t('common.required', { field: t(labelKey) }) };
}

export function passwordRules(t: TFunction, labelKey: string): FormRule[] {
  return [requiredRule(t, labelKey), { pattern: PASSWORD_PATTERN, message: t('register.passwordRule') }];
}

/** The confirmation must equal the field `passwordField` (spec §5 message). */
export function confirmRules(t: TFunction, passwordField: string): FormRule[] {
  return [
    requiredRule(t, 'register.confirm'),
    ({ getFieldValue }) => ({
      validator: (_, value) =>
        !value || getFieldValue(passwordField) === value ? Promise.resolve() : Promise.reject(new Error(t('register.mismatch'))),
    }),
  ];
}

/** A phone number in any form the server reads (contract phone.ts: E.164, or Chinese national forms); blank passes. */
export function phoneRule(t: TFunction): FormRule {
  return {
    validator: (_, v?: string) =>
      !v?.trim() || normalizePhone(v) ? Promise.resolve() : Promise.reject(new Error(t('login.mobileInvalid'))),
  };
}

export function mobileRules(t: TFunction): FormRule[] {
  return [requiredRule(t, 'login.mobile'), phoneRule(t)];
}
