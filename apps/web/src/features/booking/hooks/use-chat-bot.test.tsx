import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { defaultChatTiming, useChatBot } from './use-chat-bot';

afterEach(() => vi.useRealTimers());

describe('useChatBot', () => {
  it('types for 1.5 to 2.5 seconds before each reply', () => {
    vi.spyOn(Math, 'random').mockReturnValueOnce(0).mockReturnValueOnce(0.9999);
    expect(defaultChatTiming.replyDelay()).toBe(1500);
    expect(defaultChatTiming.replyDelay()).toBeCloseTo(2500, 0);
    expect(defaultChatTiming.confirmDelay).toBe(2000);
  });

  it('delivers replies after the delay and finishes 2 s after the closing line', async () => {
    vi.useFakeTimers();
    const onFinished = vi.fn();
    const timing = { replyDelay: () => 1500, confirmDelay: 2000 };
    const known = { name: 'Demo User', email: 'demo@tablefor.app' };
    const { result } = renderHook(() => useChatBot(known, onFinished, timing));
    expect(result.current.state.lines).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(result.current.state.lines).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.state.step).toBe('awaiting_confirmation');

    act(() => result.current.answer('yes'));
    await act(() => vi.advanceTimersByTimeAsync(1500));
    act(() => result.current.answer('Window seat'));
    await act(() => vi.advanceTimersByTimeAsync(1500));
    act(() => result.current.answer('no'));
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(result.current.state.step).toBe('completed');
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(onFinished).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onFinished).toHaveBeenCalledWith({ ...known, notes: 'Window seat' });
  });
});
