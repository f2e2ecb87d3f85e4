/** How the booking assistant reads a diner's free-text answer (English and Spanish words). */

const YES_WORDS = [
  'yes',
  'y',
  'yeah',
  'yep',
  'confirm',
  'confirmed',
  'correct',
  'si',
  'sí',
  'confirmar',
  'correcto',
];
const NO_WORDS = ['no', 'n', 'nope', 'change', 'wrong', 'not', 'cambiar', 'incorrecto'];
/** Answers that end the dietary questions (spec: 'no', 'nothing', 'none'). */
const NOTHING_ANSWERS = ['no', 'nothing', 'none', 'nada', 'ninguna', 'ninguno'];
const POLITE_WORDS = ['thanks', 'thank', 'you', 'gracias'];
const MORE_WORDS = ['else', 'más', 'mas'];

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export type Confirmation = 'yes' | 'no' | 'unclear';

/** 'no' wins over 'yes' so that "no, that's not correct" is read as a refusal. */
export function readConfirmation(text: string): Confirmation {
  const said = words(text);
  if (said.some((word) => NO_WORDS.includes(word))) return 'no';
  if (said.some((word) => YES_WORDS.includes(word))) return 'yes';
  return 'unclear';
}

/** True for 'no', 'nothing', 'none' (any case, with punctuation or a polite "thanks"). */
export function saysNothingMore(text: string): boolean {
  const said = words(text).filter((word) => !POLITE_WORDS.includes(word));
  // "No gluten" is a note, not a refusal: only the bare answer (plus "else") ends the questions.
  const [first, second, ...rest] = said;
  if (!first || rest.length > 0 || !NOTHING_ANSWERS.includes(first)) return false;
  return second === undefined || MORE_WORDS.includes(second);
}
