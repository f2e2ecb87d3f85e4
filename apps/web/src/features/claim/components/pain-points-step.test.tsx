import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { autoAdvanceTarget, PAIN_POINT_QUESTIONS } from '../lib/pain-point-questions';
import {
  button,
  fakeBackend,
  fillEssentials,
  renderFlow,
  verify,
} from '../test/claim-flow-harness';

afterEach(() => {
  vi.useRealTimers();
});

async function openPainPoints() {
  renderFlow(fakeBackend());
  await verify();
  await fillEssentials();
}

describe('current pain points', () => {
  it('moves on 800 ms after a single choice, one question at a time', async () => {
    await openPainPoints();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    expect(screen.getByText('Question 1 of 5')).toBeInTheDocument();
    expect(button('Next Question')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('No-shows and late cancellations'));
    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(screen.getByText('Question 1 of 5')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(screen.getByText('Question 2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Question 2 of 5' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    // The bands of calls a day.
    for (const band of ['0-20 calls', '21-50 calls', '51-100 calls', 'More than 100 calls']) {
      expect(screen.getByLabelText(band)).toBeInTheDocument();
    }
    fireEvent.click(screen.getByLabelText('More than 100 calls'));
    await act(() => vi.advanceTimersByTimeAsync(850));
    expect(screen.getByText('Question 3 of 5')).toBeInTheDocument();
    // A multi-select may stay empty, and does not move on by itself.
    fireEvent.click(screen.getByLabelText('WhatsApp'));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Question 3 of 5')).toBeInTheDocument();
  });

  it('never moves on by itself from the last question', () => {
    const last = PAIN_POINT_QUESTIONS.length - 1;
    expect(autoAdvanceTarget(0)).toBe(1);
    expect(autoAdvanceTarget(1)).toBe(2);
    expect(autoAdvanceTarget(last)).toBeNull();
    expect(autoAdvanceTarget(last + 1)).toBeNull();
  });

  it('needs a single choice before Next Question, and goes back with Previous Question', async () => {
    await openPainPoints();
    fireEvent.click(button('Next Question'));
    expect(screen.getByText('Please choose an answer')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Missed calls during service'));
    fireEvent.click(button('Next Question'));
    expect(screen.getByText('Question 2 of 5')).toBeInTheDocument();
    fireEvent.click(button('Previous Question'));
    expect(screen.getByText('Question 1 of 5')).toBeInTheDocument();
    expect(screen.getByLabelText('Missed calls during service')).toBeChecked();
  });

  it('requires a non-blank text answer of at most 100 characters, counted as typed', async () => {
    await openPainPoints();
    fireEvent.click(screen.getByLabelText('Missed calls during service'));
    fireEvent.click(button('Next Question'));
    fireEvent.click(screen.getByLabelText('0-20 calls'));
    fireEvent.click(button('Next Question'));
    fireEvent.click(button('Next Question'));
    expect(screen.getByText('Question 4 of 5')).toBeInTheDocument();
    const text = screen.getByRole('textbox');
    expect(text).toHaveAttribute('maxLength', '100');
    fireEvent.change(text, { target: { value: '   ' } });
    fireEvent.click(button('Next Question'));
    expect(screen.getByText('Please answer this question')).toBeInTheDocument();
    fireEvent.change(text, { target: { value: 'x'.repeat(101) } });
    fireEvent.click(button('Next Question'));
    expect(screen.getByText('Answers must be at most 100 characters')).toBeInTheDocument();
    fireEvent.change(text, { target: { value: 'Fewer calls' } });
    expect(screen.getByText('11 / 100 characters')).toBeInTheDocument();
    fireEvent.click(button('Next Question'));
    expect(screen.getByText('Question 5 of 5')).toBeInTheDocument();
    expect(screen.getByRole('slider')).toHaveValue('5');
    expect(screen.getByText('5 out of 10')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('slider'), { target: { value: '8' } });
    expect(screen.getByText('8 out of 10')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next Question' })).not.toBeInTheDocument();
    fireEvent.click(button('Continue'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Goals' }),
    ).toBeInTheDocument();
  });

  it('goes back from the first question to the essentials', async () => {
    await openPainPoints();
    fireEvent.click(button('Back'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Business Essentials' }),
    ).toBeInTheDocument();
  });
});
