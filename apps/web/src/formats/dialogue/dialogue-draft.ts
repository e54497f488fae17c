import { listOf, optionalText, textOf } from '../kit/content/content-values.ts';

export interface Speaker {
  id: string;
  name: string;
  image?: string;
}
export interface Choice {
  text: string;
  next: string;
}
export interface Step {
  id: string;
  speakerId: string;
  text: string;
  next?: string;
  choices: Choice[];
}

/** The dialogue being edited, read leniently from a possibly unfinished document. */
export function dialogueDraftOf(value: Record<string, unknown>): { speakers: Speaker[]; steps: Step[] } {
  return {
    speakers: listOf(value.speakers).map((speaker) => ({
      id: textOf(speaker.id),
      name: textOf(speaker.name),
      image: optionalText(speaker.image),
    })),
    steps: listOf(value.steps).map((step) => ({
      id: textOf(step.id),
      speakerId: textOf(step.speakerId),
      text: textOf(step.text),
      next: optionalText(step.next),
      choices: listOf(step.choices).map((choice) => ({
        text: textOf(choice.text),
        next: textOf(choice.next),
      })),
    })),
  };
}
