import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackSlot } from './FeedbackSlot.tsx';
import { attachFeedbackHost, type Feedback, feedback, feedbackUnavailable, onFeedbackWanted, setFeedback } from './feedback.ts';

afterEach(() => {
  attachFeedbackHost(undefined);
  setFeedback(undefined);
});

describe('feedback', () => {
  it('loads the host with the first toast, then shows what was asked for meanwhile, in order', async () => {
    render(<FeedbackSlot />);
    expect(document.querySelector('.ant-message')).toBeNull();
    act(() => {
      feedback().message.success('Saved');
      feedback().message.error('Refused');
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(await screen.findByText('Refused')).toBeTruthy();
    const notices = [...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent);
    expect(notices).toEqual(['Saved', 'Refused']);
  });

  it('opens a dialog asked for before the host had loaded', async () => {
    render(<FeedbackSlot />);
    act(() => {
      feedback().modal.confirm({ title: 'Log in again?', content: 'The session ended' });
    });
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('Log in again?'));
  });

  it("hands a dialog's handle on to the dialog once it is open", () => {
    const real = { destroy: vi.fn(), update: vi.fn() };
    const host = { modal: { confirm: vi.fn(() => real) } } as unknown as Feedback;
    const handle = feedback().modal.confirm({ title: 'A' });
    handle.update({ title: 'B' });
    attachFeedbackHost(host);
    expect(host.modal.confirm).toHaveBeenCalledWith({ title: 'B' });
    handle.update({ content: 'c' });
    expect(real.update).toHaveBeenCalledWith({ content: 'c' });
    handle.destroy();
    expect(real.destroy).toHaveBeenCalled();
  });

  it('never shows a dialog closed while its code was still loading', () => {
    const host = { modal: { confirm: vi.fn() } } as unknown as Feedback;
    const handle = feedback().modal.confirm({ title: 'Gone' });
    handle.destroy();
    attachFeedbackHost(host);
    expect(host.modal.confirm).not.toHaveBeenCalled();
  });

  it('gives the words of what waited when the host cannot load, and tries again with the next call', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const wanted = vi.fn();
    const stop = onFeedbackWanted(wanted);
    feedback().message.info('first');
    feedback().notification.error({ title: 'No reply', description: 'The server did not answer' });
    feedback().modal.confirm({ title: 'Log in again?' });
    expect(feedbackUnavailable(new Error('offline'))).toEqual(['first', 'No reply: The server did not answer', 'Log in again?']);
    expect(errors).toHaveBeenCalled();
    wanted.mockClear();
    feedback().message.info({ content: 'second' });
    expect(wanted).toHaveBeenCalledTimes(1);
    const host = { message: { info: vi.fn() } } as unknown as Feedback;
    attachFeedbackHost(host);
    expect(host.message.info).toHaveBeenCalledTimes(1);
    expect(host.message.info).toHaveBeenCalledWith({ content: 'second' });
    stop();
    errors.mockRestore();
  });

  it('lets a test replace it altogether', () => {
    const fake = { message: { success: vi.fn() } } as unknown as Feedback;
    setFeedback(fake);
    feedback().message.success('x');
    expect(fake.message.success).toHaveBeenCalledWith('x');
  });
});
