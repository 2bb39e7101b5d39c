import type { FormInstance } from 'antd';
import { useState } from 'react';
import { ApiError } from '../api/request.ts';
import { feedback } from '../feedback/feedback.ts';

/** A refusal that belongs on a form item rather than in a toast. */
export interface FieldError {
  /** The item's name; a path for an item inside a list (`['items', 2, 'shipQty']`). */
  field: string | (string | number)[];
  message: string;
}

/**
 * A dialog's OK: validate the form (antd marks the items), run the call while `saving`, and show a refusal
 * where it belongs: on the item `fieldOf` names, else as a toast with the server's message, unless the
 * request client has shown it already (a call that is not `silent`, or the log-in-again dialog after a 401).
 */
export function useFormSubmit<V>(
  form: FormInstance<V>,
  run: (values: V) => Promise<void>,
  fieldOf: (e: unknown) => FieldError | null = () => null,
) {
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await run(values);
    } catch (e) {
      const fe = fieldOf(e);
      if (fe) form.setFields([{ name: fe.field as never, errors: [fe.message] }]);
      else if (!(e instanceof ApiError && e.shown)) feedback().message.error(errorText(e));
    } finally {
      setSaving(false);
    }
  };
  return { saving, submit };
}

function errorText(e: unknown): string {
  if (!(e instanceof ApiError)) return e instanceof Error ? e.message : String(e);
  const server = e.reply?.message;
  return typeof server === 'string' && server ? server : e.message;
}
