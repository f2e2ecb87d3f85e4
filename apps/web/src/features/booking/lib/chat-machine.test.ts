import { describe, expect, it } from 'vitest';
import {
  acceptsAnswer,
  chatNotes,
  chatReducer,
  initialChatState,
  isBotTyping,
  isChatFinished,
  type ChatState,
} from './chat-machine';

/** Delivers the bot's queued reply, as the typing pause ending would. */
const deliver = (state: ChatState) => chatReducer(state, { type: 'deliver' });
const say = (state: ChatState, text: string) =>
  deliver(chatReducer(state, { type: 'answer', text }));
const botKeys = (state: ChatState) => state.lines.flatMap((l) => (l.from === 'bot' ? [l.key] : []));
const lastBot = (state: ChatState) => botKeys(state).at(-1);

const started = () => deliver(initialChatState());
const atName = () => say(started(), 'yes');
const atEmail = () => say(atName(), 'Ana Diaz');
const atQuestions = () => say(atEmail(), 'ana@example.com');

describe('chat reducer', () => {
  it('starts in greeting with the greeting and the question queued (bot typing)', () => {
    const state = initialChatState();
    expect(state.step).toBe('greeting');
    expect(state.lines).toEqual([]);
    expect(isBotTyping(state)).toBe(true);
    expect(acceptsAnswer(state)).toBe(false);
    // An answer typed before the greeting arrives is ignored.
    expect(chatReducer(state, { type: 'answer', text: 'yes' })).toBe(state);
  });

  it('waits for confirmation once the greeting is shown', () => {
    const state = started();
    expect(state.step).toBe('awaiting_confirmation');
    expect(botKeys(state)).toEqual(['greeting', 'confirmQuestion']);
    expect(isBotTyping(state)).toBe(false);
    expect(acceptsAnswer(state)).toBe(true);
  });

  it.each(['yes', 'Yes!', 'confirm', 'That is CORRECT', 'yes please', 'Sí, es correcto'])(
    "'%s' moves on to the name",
    (answer) => {
      const state = say(started(), answer);
      expect(state.step).toBe('collecting_name');
      expect(lastBot(state)).toBe('askName');
    },
  );

  it.each([
    'no',
    'No, change it',
    'change the time',
    "no that's not correct",
    'No, quiero cambiarla',
  ])("'%s' stays and advises the form", (answer) => {
    const state = say(started(), answer);
    expect(state.step).toBe('awaiting_confirmation');
    expect(lastBot(state)).toBe('changeAdvice');
  });

  it('asks again when the answer is unclear', () => {
    const state = say(started(), 'maybe later?');
    expect(state.step).toBe('awaiting_confirmation');
    expect(lastBot(state)).toBe('unclear');
    expect(say(state, 'yes').step).toBe('collecting_name');
  });

  it('records what the diner typed, trimmed, and ignores blank answers', () => {
    const before = started();
    expect(chatReducer(before, { type: 'answer', text: '   ' })).toBe(before);
    const state = chatReducer(before, { type: 'answer', text: '  yes  ' });
    expect(state.lines.at(-1)).toMatchObject({ from: 'user', text: 'yes' });
    expect(isBotTyping(state)).toBe(true);
    // While the bot types the diner cannot answer again.
    expect(chatReducer(state, { type: 'answer', text: 'hello?' })).toBe(state);
  });

  it('collects the name, then asks for the e-mail by name', () => {
    const state = atEmail();
    expect(state.step).toBe('collecting_email');
    expect(state.guestName).toBe('Ana Diaz');
    expect(state.lines.at(-1)).toMatchObject({ key: 'askEmail', values: { name: 'Ana Diaz' } });
  });

  it.each(['ana@example', 'ana.example.com', 'ana', 'ana @example.com'])(
    "rejects the e-mail '%s' and keeps asking",
    (email) => {
      const state = say(atEmail(), email);
      expect(state.step).toBe('collecting_email');
      expect(lastBot(state)).toBe('invalidEmail');
      expect(state.guestEmail).toBe('');
    },
  );

  it('accepts an e-mail with @ and a dot and asks the dietary questions', () => {
    const state = atQuestions();
    expect(state.step).toBe('asking_questions');
    expect(state.guestEmail).toBe('ana@example.com');
    expect(lastBot(state)).toBe('askDietary');
  });

  it.each(['no', 'Nothing', 'none', 'NONE.', 'no thanks', 'nothing else', 'Nada, gracias'])(
    "'%s' completes the chat with no notes",
    (answer) => {
      const state = say(atQuestions(), answer);
      expect(state.step).toBe('completed');
      expect(lastBot(state)).toBe('completed');
      expect(isChatFinished(state)).toBe(true);
      expect(acceptsAnswer(state)).toBe(false);
      expect(chatNotes(state)).toBe('');
    },
  );

  it('is not finished until the closing line has been shown', () => {
    const state = chatReducer(atQuestions(), { type: 'answer', text: 'none' });
    expect(state.step).toBe('completed');
    expect(isChatFinished(state)).toBe(false);
    expect(isChatFinished(deliver(state))).toBe(true);
  });

  it('stores any other answer as a note and asks whether there is anything else', () => {
    let state = say(atQuestions(), 'No gluten please');
    expect(state.step).toBe('collecting_preferences');
    expect(lastBot(state)).toBe('noteSaved');
    state = say(state, 'A table by the window');
    expect(state.step).toBe('collecting_preferences');
    state = say(state, 'no');
    expect(state.step).toBe('completed');
    expect(state.notes).toEqual(['No gluten please', 'A table by the window']);
    expect(chatNotes(state)).toBe('No gluten please\nA table by the window');
  });

  it('skips name and e-mail for a signed-in diner and says which it will use', () => {
    const known = { name: 'Demo User', email: 'demo@tablefor.app' };
    const state = say(deliver(initialChatState(known)), 'yes');
    expect(state.step).toBe('asking_questions');
    expect(state.guestName).toBe('Demo User');
    expect(state.guestEmail).toBe('demo@tablefor.app');
    expect(botKeys(state).slice(-2)).toEqual(['knownContact', 'askDietary']);
    expect(state.lines.at(-2)).toMatchObject({ values: known });
  });

  it('gives every line its own id', () => {
    const state = say(say(atQuestions(), 'Nut allergy'), 'none');
    const ids = state.lines.map((line) => line.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('ignores a delivery with nothing queued', () => {
    const state = started();
    expect(deliver(state)).toBe(state);
  });
});
