import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { loadLanguage } from '@/i18n/i18n';
import {
  box,
  button,
  codeValue,
  fakeBackend,
  listing,
  refusal,
  renderFlow,
  sendCode,
  typeCode,
} from '../test/claim-flow-harness';

afterEach(async () => {
  vi.useRealTimers();
  await loadLanguage('en');
});

describe('the six code boxes', () => {
  it('moves forward on a digit, back on Backspace in an empty box, and fills all on a paste', async () => {
    renderFlow(fakeBackend());
    await sendCode();
    expect(box(1)).toHaveAttribute('inputMode', 'numeric');
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    box(1).focus();
    fireEvent.change(box(1), { target: { value: '4' } });
    expect(box(2)).toHaveFocus();
    fireEvent.change(box(2), { target: { value: '8' } });
    expect(box(3)).toHaveFocus();
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(box(2)).toHaveFocus();
    expect(box(2)).toHaveValue('');
    // A whole code pasted in any box fills every box.
    fireEvent.paste(box(4), { clipboardData: { getData: () => ' 482 913 ' } });
    expect(codeValue()).toBe('482913');
    expect(box(6)).toHaveFocus();
  });

  it('ignores letters, replaces a digit typed over, moves by arrows, and takes an autofilled code', async () => {
    renderFlow(fakeBackend());
    await sendCode();
    box(1).focus();
    fireEvent.change(box(1), { target: { value: 'a' } });
    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveFocus();
    fireEvent.change(box(1), { target: { value: '7' } });
    fireEvent.change(box(1), { target: { value: '73' } });
    expect(box(1)).toHaveValue('3');
    expect(box(2)).toHaveFocus();
    fireEvent.keyDown(box(2), { key: 'ArrowLeft' });
    expect(box(1)).toHaveFocus();
    fireEvent.keyDown(box(1), { key: 'ArrowRight' });
    expect(box(2)).toHaveFocus();
    // Part of a code pasted fills on from that box.
    fireEvent.paste(box(3), { clipboardData: { getData: () => '12' } });
    expect(codeValue()).toBe('312');
    // The phone's one-time-code autofill puts the whole code into the first box.
    fireEvent.change(box(1), { target: { value: '905113' } });
    expect(codeValue()).toBe('905113');
  });
});

describe('verifying the code', () => {
  it('asks for the whole code before calling the server', async () => {
    const backend = fakeBackend();
    renderFlow(backend);
    await sendCode();
    typeCode('482');
    fireEvent.click(button('Verify'));
    expect(await screen.findByText('Please enter the complete 6-digit code')).toBeInTheDocument();
    expect(backend.verifyCode).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a wrong code, in the reader's words for its code", async () => {
    const backend = fakeBackend({
      verifyCode: vi.fn(async () => {
        throw refusal(400, 'claim.codeInvalid', 'words the page does not show');
      }),
    });
    renderFlow(backend);
    await sendCode();
    typeCode('482913');
    fireEvent.click(button('Verify'));
    expect(
      await screen.findByText('Invalid verification code. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('words the page does not show')).not.toBeInTheDocument();
    expect(backend.verifyCode).toHaveBeenCalledWith({
      email: 'orders@trattoria.example',
      restaurantId: 12,
      code: '482913',
    });
    expect(box(1)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Verify Your Ownership');
  });

  it('says the code is verified and opens step 2 one second later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderFlow(fakeBackend());
    await sendCode();
    typeCode('482913');
    fireEvent.click(button('Verify'));
    await screen.findByText('Email verified successfully!');
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Verify Your Ownership');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Business Essentials');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    expect(screen.getByText('20% complete')).toBeInTheDocument();
  });
});

describe('sending the code', () => {
  it('shows the listing, sends in the page language, and counts the resend down from 60 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const backend = fakeBackend();
    renderFlow(backend);
    expect(screen.getByText('Trattoria Prova')).toBeInTheDocument();
    expect(screen.getByText('o****s@trattoria.example')).toBeInTheDocument();
    await sendCode();
    expect(backend.sendCode).toHaveBeenCalledWith({
      email: 'orders@trattoria.example',
      restaurantId: 12,
      language: 'en',
    });
    expect(screen.getByText('Resend available in 60 seconds')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByText('Resend available in 57 seconds')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(57_000));
    fireEvent.click(button('Resend code'));
    await screen.findByText('Resend available in 60 seconds');
    expect(backend.sendCode).toHaveBeenCalledTimes(2);
  });

  it("shows the server's wait when a resend comes too early", async () => {
    const backend = fakeBackend({
      sendCode: vi.fn(async () => {
        throw refusal(429, 'claim.resendCooldown', 'Resend available in 42 seconds', {
          seconds: 42,
        });
      }),
    });
    renderFlow(backend);
    fireEvent.change(screen.getByLabelText('Business e-mail'), {
      target: { value: 'orders@trattoria.example' },
    });
    fireEvent.click(button('Send code'));
    expect(await screen.findAllByText('Resend available in 42 seconds')).not.toHaveLength(0);
  });

  it('refuses an address that is not one and keeps the focus on it', async () => {
    const backend = fakeBackend();
    renderFlow(backend);
    fireEvent.change(screen.getByLabelText('Business e-mail'), { target: { value: 'owner@' } });
    fireEvent.click(button('Send code'));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Business e-mail')).toHaveFocus();
    expect(backend.sendCode).not.toHaveBeenCalled();
  });

  it('asks for an address at the website domain when the listing has no business e-mail', () => {
    renderFlow(fakeBackend(), null, { ...listing, masked_email: null, has_business_email: false });
    expect(screen.getByText(/No business e-mail is on file for this listing/)).toBeInTheDocument();
    expect(screen.getByLabelText('Business e-mail')).toHaveAccessibleDescription(
      /address at the domain of the restaurant's website/,
    );
  });
});
