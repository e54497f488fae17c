import type { RecommenderContent } from '@lp/shared/formats/interactive';

type Answers = Record<string, string>;

/** The recommendations the answers pointed at, most often first (ties in authored order). */
export function recommendationsFor(content: RecommenderContent, answers: Answers) {
  const hits = new Map<string, number>();
  for (const question of content.questions) {
    const option = question.options.find((o) => o.id === answers[question.id]);
    for (const id of option?.recommendationIds ?? []) hits.set(id, (hits.get(id) ?? 0) + 1);
  }
  return content.recommendations
    .filter((r) => (hits.get(r.id) ?? 0) > 0)
    .sort((a, b) => (hits.get(b.id) ?? 0) - (hits.get(a.id) ?? 0));
}
