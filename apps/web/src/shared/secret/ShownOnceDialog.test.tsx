import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fb } from '../../test/mocks.ts';
import { ShownOnceDialog } from './ShownOnceDialog.tsx';

vi.mock('../feedback/feedback.ts', async () => (await import('../../test/mocks.ts')).feedbackModule);

const texts = { copy: 'Copy', copied: 'Copied', copyFailed: 'Copy failed', done: 'Done' };

function show(onClose = vi.fn()) {
  render(
    <ShownOnceDialog
      open
      title="Secret of erp"
      value="s3cret"
      label="Secret"
      testId="the-secret"
      warning="It will not be shown again"
      note={<span>Send it in a header</span>}
      texts={texts}
      onClose={onClose}
    />,
  );
  return onClose;
}

/** Sets what the page's origin offers: the Clipboard API (HTTPS, localhost) or not (plain HTTP). */
function origin(secure: boolean, writeText = vi.fn().mockResolvedValue(undefined)) {
  Object.defineProperty(window, 'isSecureContext', { value: secure, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

describe('ShownOnceDialog', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => Reflect.deleteProperty(document, 'execCommand'));

  it('shows the secret read-only with its warning and note, and has no close but its button', async () => {
    const onClose = show();
    const field = screen.getByTestId('the-secret') as HTMLInputElement;
    expect(field.value).toBe('s3cret');
    expect(field.readOnly).toBe(true);
    expect(screen.getByLabelText('Secret')).toBe(field);
    screen.getByText('Secret of erp');
    screen.getByText('It will not be shown again');
    screen.getByText('Send it in a header');
    expect(document.querySelector('.ant-modal-close')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('copies through the Clipboard API where the origin is secure', async () => {
    const writeText = origin(true);
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(fb.message.success).toHaveBeenCalledWith('Copied'));
    expect(writeText).toHaveBeenCalledWith('s3cret');
  });

  it('falls back to the copy command over plain HTTP, and says so when that fails too', async () => {
    const writeText = origin(false);
    let selected = '';
    const execCommand = vi.fn(() => {
      selected = document.querySelector('textarea')?.value ?? '';
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(fb.message.success).toHaveBeenCalledWith('Copied'));
    expect(writeText).not.toHaveBeenCalled();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(selected).toBe('s3cret');
    // The helper field is gone again.
    expect(document.querySelector('textarea')).toBeNull();

    execCommand.mockReturnValue(false);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(fb.message.warning).toHaveBeenCalledWith('Copy failed'));
  });
});
