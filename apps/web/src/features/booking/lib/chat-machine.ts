/**
 * The booking assistant as a pure reducer (chat states). The diner's answers move it
 * between steps; each answer queues the bot's reply, which the hook delivers after a typing pause,
 * so the reducer knows nothing about time and its tests run instantly.
 */
import { isChatEmail } from '@tablefor/shared';
import { readConfirmation, saysNothingMore } from './chat-answers';

export const chatSteps = [
  'greeting',
  'awaiting_confirmation',
  'collecting_name',
  'collecting_email',
  'asking_questions',
  'collecting_preferences',
  'completed',
] as const;
export type ChatStep = (typeof chatSteps)[number];

/** What the bot can say; the component turns each into translated text. */
export type BotLineKey =
  | 'greeting'
  | 'confirmQuestion'
  | 'changeAdvice'
  | 'unclear'
  | 'askName'
  | 'nameMissing'
  | 'askEmail'
  | 'invalidEmail'
  | 'knownContact'
  | 'askDietary'
  | 'noteSaved'
  | 'completed';

export type BotLine = { key: BotLineKey; values?: Record<string, string> };
export type ChatLine =
  ({ id: number; from: 'bot' } & BotLine) | { id: number; from: 'user'; text: string };

export type ChatContact = { name: string; email: string };

export type ChatState = {
  step: ChatStep;
  lines: ChatLine[];
  /** Bot lines written but not yet shown: the typing indicator is on while this is not empty. */
  queued: BotLine[];
  guestName: string;
  guestEmail: string;
  notes: string[];
  /** The signed-in diner: name and e-mail are then not asked for. */
  knownContact: ChatContact | null;
  nextId: number;
};

export type ChatAction = { type: 'answer'; text: string } | { type: 'deliver' };

export const MAX_NAME_LENGTH = 100;
export const MAX_NOTES_LENGTH = 1000;

export function initialChatState(knownContact: ChatContact | null = null): ChatState {
  return {
    step: 'greeting',
    lines: [],
    queued: [{ key: 'greeting' }, { key: 'confirmQuestion' }],
    guestName: knownContact?.name ?? '',
    guestEmail: knownContact?.email ?? '',
    notes: [],
    knownContact,
    nextId: 1,
  };
}

/** The bot is typing: its reply is queued and the diner waits for it. */
export function isBotTyping(state: ChatState): boolean {
  return state.queued.length > 0;
}

/** The diner may type only when the bot has answered and the conversation is still open. */
export function acceptsAnswer(state: ChatState): boolean {
  return !isBotTyping(state) && state.step !== 'greeting' && state.step !== 'completed';
}

/** True once the closing line is on screen: the booking is then confirmed (after 2 s). */
export function isChatFinished(state: ChatState): boolean {
  return state.step === 'completed' && !isBotTyping(state);
}

/** The notes as sent to the API's chat_notes (empty when the diner had nothing to add). */
export function chatNotes(state: ChatState): string {
  return state.notes.join('\n').slice(0, MAX_NOTES_LENGTH);
}

type Turn = { step: ChatStep; reply: BotLine[]; patch?: Partial<ChatState> };

function answerTurn(state: ChatState, text: string): Turn {
  switch (state.step) {
    case 'awaiting_confirmation': {
      const answer = readConfirmation(text);
      if (answer === 'no') return { step: state.step, reply: [{ key: 'changeAdvice' }] };
      if (answer === 'unclear') return { step: state.step, reply: [{ key: 'unclear' }] };
      const known = state.knownContact;
      if (!known) return { step: 'collecting_name', reply: [{ key: 'askName' }] };
      return {
        step: 'asking_questions',
        reply: [{ key: 'knownContact', values: { ...known } }, { key: 'askDietary' }],
      };
    }
    case 'collecting_name': {
      const name = text.slice(0, MAX_NAME_LENGTH);
      if (!name) return { step: state.step, reply: [{ key: 'nameMissing' }] };
      return {
        step: 'collecting_email',
        reply: [{ key: 'askEmail', values: { name } }],
        patch: { guestName: name },
      };
    }
    case 'collecting_email':
      if (!isChatEmail(text) || /\s/.test(text)) {
        return { step: state.step, reply: [{ key: 'invalidEmail' }] };
      }
      return {
        step: 'asking_questions',
        reply: [{ key: 'askDietary' }],
        patch: { guestEmail: text },
      };
    case 'asking_questions':
    case 'collecting_preferences':
      if (saysNothingMore(text)) return { step: 'completed', reply: [{ key: 'completed' }] };
      return {
        step: 'collecting_preferences',
        reply: [{ key: 'noteSaved' }],
        patch: { notes: [...state.notes, text] },
      };
    default:
      return { step: state.step, reply: [] };
  }
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  if (action.type === 'deliver') {
    if (state.queued.length === 0) return state;
    const delivered = state.queued.map((line, i) => ({
      ...line,
      id: state.nextId + i,
      from: 'bot' as const,
    }));
    return {
      ...state,
      // The greeting ends when it has been said: the bot then waits for the diner's yes or no.
      step: state.step === 'greeting' ? 'awaiting_confirmation' : state.step,
      lines: [...state.lines, ...delivered],
      queued: [],
      nextId: state.nextId + delivered.length,
    };
  }

  const text = action.text.trim();
  if (!text || !acceptsAnswer(state)) return state;
  const turn = answerTurn(state, text);
  return {
    ...state,
    ...turn.patch,
    step: turn.step,
    lines: [...state.lines, { id: state.nextId, from: 'user', text }],
    queued: turn.reply,
    nextId: state.nextId + 1,
  };
}
