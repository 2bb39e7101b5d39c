import { z } from 'zod';
import { zText } from './scalars-schema.ts';
import { mismatch, USER_NAME_MAX, zAccount, zConfirmPassword, zEmail, zPassword, zPhoneNumber } from './system.ts';
import { vmError } from './validation-messages.ts';

/** A mobile number in any form people write it, given on as E.164 (contract phone.ts), as the users' numbers are stored. */
export const zMobile = () => zPhoneNumber();

/** What an SMS code is for: a code sent for one purpose is refused for the other. */
export const SMS_PURPOSES = ['signin', 'reset'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const ZSmsSend = z.object({ phone: zMobile(), purpose: z.enum(SMS_PURPOSES).optional().default('signin') });
export const zSmsCode = () => zText(8).regex(/^\d{6}$/, vmError('format'));
export const ZSmsAuth = z.object({ phone: zMobile(), code: zSmsCode(), remember: z.boolean().optional().default(false) });

/** Self-registration (spec §5 user rules): the account is created disabled until an administrator enables it. */
export const ZRegister = z
  .object({
    account: zAccount(),
    name: zText(USER_NAME_MAX).trim().min(1),
    email: zEmail(),
    phone: zMobile().optional().nullable(),
    password: zPassword(),
    confirmPassword: zConfirmPassword(),
  })
  .refine((b) => b.password === b.confirmPassword, mismatch);
export type TRegister = z.infer<typeof ZRegister>;

/** A reset code by e-mail (the SMS provider's sibling): the account is found by its address. */
export const ZMailSend = z.object({ email: zEmail().transform((s) => s.toLowerCase()) });

/** A new password with the code sent to the account's mobile number or to its e-mail address (one of the two). */
export const ZPassReset = z
  .object({
    phone: zMobile().optional(),
    email: zEmail()
      .transform((s) => s.toLowerCase())
      .optional(),
    code: zSmsCode(),
    password: zPassword(),
    confirmPassword: zConfirmPassword(),
  })
  .refine((b) => Boolean(b.phone) !== Boolean(b.email), { path: ['phone'], ...vmError('required') })
  .refine((b) => b.password === b.confirmPassword, mismatch)
  .meta({ description: 'Exactly one of `phone` and `email`', oneOf: [{ required: ['phone'] }, { required: ['email'] }] });

export const ZQrId = z.object({ id: zText(64).regex(/^[\w-]{16,64}$/, vmError('format')), _: zText(32).optional() });
export const ZQrConfirm = z.object({ id: zText(64).regex(/^[\w-]{16,64}$/, vmError('format')) });

/** The waiting browser, as the confirming phone sees it. */
export const ZQrTicketInfo = z.object({
  ip: z.string(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
