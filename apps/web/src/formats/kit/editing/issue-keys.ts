import type texts from '../../../i18n/locales/formatsInteractive/en.json';

export type IssueKey = Exclude<keyof (typeof texts)['issues'], 'title' | 'at'>;

/**
 * The shared content schemas speak English (the API answers with their messages); the editors
 * show each message in the author's language through this table. Anything else is "invalid".
 */
const KEYS: Record<string, IssueKey> = {
  'Add at least one question': 'addQuestion',
  'Every question needs a prompt': 'prompt',
  'Every option needs a text': 'optionText',
  'A question needs at least two options': 'twoOptions',
  'A choice question needs at least two options': 'twoOptions',
  'Mark exactly one correct answer': 'oneCorrect',
  'Mark at least one correct answer': 'someCorrect',
  'Add at least one accepted answer': 'acceptedAnswer',
  'Give the right order of the items': 'order',
  'The answer must use the question’s own options': 'ownOptions',
  'Add at least one task': 'addTask',
  'Every task needs a title': 'taskTitle',
  'The poll needs a question': 'pollPrompt',
  'A poll needs at least two options': 'twoOptions',
  'The rating needs a question': 'ratingPrompt',
  'Add at least two profiles': 'twoProfiles',
  'Every profile needs a title': 'profileTitle',
  'Every answer must lead to one of the profiles': 'answerProfile',
  'Add at least one recommendation': 'addRecommendation',
  'Every recommendation needs a title': 'recommendationTitle',
  'Every answer must point to existing recommendations': 'answerRecommendation',
  'Add at least one card': 'addCard',
  'Every card needs a front': 'cardFront',
  'Every card needs a back': 'cardBack',
  'Every card needs a prize': 'cardPrize',
  'The collectible needs a title': 'collectibleTitle',
  'Add at least one item': 'addItem',
  'Every item needs a text': 'itemText',
  'Add at least one input': 'addInput',
  'An input name is a letter followed by letters, digits or _': 'inputName',
  'Input names must be unique': 'uniqueInputs',
  'The calculator needs a formula': 'formula',
  'The result needs a label': 'resultLabel',
  'Every input needs a label': 'inputLabel',
  'A link starts with https://, http:// or /': 'link',
};

export function issueKey(message: string): IssueKey {
  if (message.endsWith(' ids must be unique')) return 'uniqueIds';
  return KEYS[message] ?? 'invalid';
}
