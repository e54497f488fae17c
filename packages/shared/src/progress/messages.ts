/** Refusals of the learner's answer feedback and poll results. */
export const PROGRESS_MESSAGES = {
  notQuizOrGame: 'This deck is not a quiz or a game',
  feedbackOff: 'Feedback is off for this quiz',
  unknownQuestion: 'Unknown question',
  alreadyAnswered: 'This question was already answered in this attempt',
  notPoll: 'This deck is not a poll',
  pollWithoutOptions: 'This poll has no valid options',
} as const;
