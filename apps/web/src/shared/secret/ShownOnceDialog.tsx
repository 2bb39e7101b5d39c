import { Alert, Button, Input, Modal, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { feedback } from '../feedback/feedback.ts';
import { copyText } from './copyText.ts';

/** The words of a ShownOnceDialog, already translated by the screen that shows it. */
export interface ShownOnceTexts {
  /** The copy button. */
  copy: string;
  /** The toast after a copy, and the warning when the browser refused it. */
  copied: string;
  copyFailed: string;
  /** The one button that closes the dialog. */
  done: string;
}

export interface ShownOnceDialogProps {
  open: boolean;
  title: string;
  /** The secret; the field is read-only and selects itself on focus, for a copy by hand. */
  value: string;
  /** The field's accessible name and test id. */
  label: string;
  testId: string;
  /** Above the field: that it will not be shown again. */
  warning: string;
  /** Below the field: what to do with it. */
  note: ReactNode;
  texts: ShownOnceTexts;
  onClose: () => void;
}

/**
 * A secret the server shows this once (it keeps only a hash or sends it nowhere else). It closes only by
 * its button, so a click beside it or Esc cannot lose the secret before it is copied.
 */
export function ShownOnceDialog({ open, title, value, label, testId, warning, note, texts, onClose }: ShownOnceDialogProps) {
  const copy = async () => {
    if (!value) return;
    if (await copyText(value)) feedback().message.success(texts.copied);
    else feedback().message.warning(texts.copyFailed);
  };
  return (
    <Modal
      open={open}
      title={title}
      // Gone from the page once closed, secret and all.
      destroyOnHidden
      mask={{ closable: false }}
      keyboard={false}
      closable={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {texts.done}
        </Button>
      }
    >
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={warning} />
      <Space.Compact style={{ width: '100%' }}>
        <Input
          readOnly
          value={value}
          aria-label={label}
          data-testid={testId}
          onFocus={(e) => e.currentTarget.select()}
          style={{ fontFamily: 'monospace' }}
        />
        <Button onClick={copy}>{texts.copy}</Button>
      </Space.Compact>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {note}
      </Typography.Paragraph>
    </Modal>
  );
}
