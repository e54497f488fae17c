import type { ProfilerContent } from '@lp/shared/formats/interactive';

type Answers = Record<string, string>;

/** The profile most answers led to; a tie goes to the profile listed first. */
export function profileFor(content: ProfilerContent, answers: Answers) {
  const votes = new Map<string, number>();
  for (const question of content.questions) {
    const option = question.options.find((o) => o.id === answers[question.id]);
    if (option) votes.set(option.profileId, (votes.get(option.profileId) ?? 0) + 1);
  }
  let best = content.profiles[0];
  for (const profile of content.profiles) {
    if ((votes.get(profile.id) ?? 0) > (votes.get(best?.id ?? '') ?? 0)) best = profile;
  }
  return best;
}
