/** Runs the chat reducer in time: the bot 'types' for 1.5-2.5 s, and confirms 2 s after the end. */
import { useEffect, useReducer, useRef } from 'react';
import {
  chatNotes,
  chatReducer,
  initialChatState,
  isChatFinished,
  type ChatContact,
} from '../lib/chat-machine';

export type ChatTiming = {
  /** Milliseconds the bot types before each reply. */
  replyDelay: () => number;
  /** Milliseconds between the closing line and the booking. */
  confirmDelay: number;
};

export const defaultChatTiming: ChatTiming = {
  replyDelay: () => 1500 + Math.random() * 1000,
  confirmDelay: 2000,
};

export type ChatResult = ChatContact & { notes: string };

export function useChatBot(
  knownContact: ChatContact | null,
  onFinished: (result: ChatResult) => void,
  timing: ChatTiming = defaultChatTiming,
) {
  const [state, dispatch] = useReducer(chatReducer, knownContact, initialChatState);
  const finishRef = useRef(onFinished);
  useEffect(() => {
    finishRef.current = onFinished;
  });

  useEffect(() => {
    if (state.queued.length === 0) return;
    const timer = setTimeout(() => dispatch({ type: 'deliver' }), timing.replyDelay());
    return () => clearTimeout(timer);
  }, [state.queued, timing]);

  const finished = isChatFinished(state);
  const result: ChatResult = {
    name: state.guestName,
    email: state.guestEmail,
    notes: chatNotes(state),
  };
  const resultRef = useRef(result);
  useEffect(() => {
    resultRef.current = result;
  });
  useEffect(() => {
    if (!finished) return;
    const timer = setTimeout(() => finishRef.current(resultRef.current), timing.confirmDelay);
    return () => clearTimeout(timer);
  }, [finished, timing]);

  return { state, answer: (text: string) => dispatch({ type: 'answer', text }) };
}
