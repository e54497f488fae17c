import { DEFAULT_DECK_SETTINGS } from '@lp/shared/content';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { makeRecord } from '../../../test/catalog-factories.ts';
import type { ReaderOutcome, ReaderProps } from '../reader-props.ts';
import { renderReader as renderAnyReader } from './render.tsx';

/**
 * Renders a format's Reader as a deck of a course: default deck settings, and a server
 * that accepts the completion. `overrides.content` is the deck's content.
 */
export function renderDeckReader(Reader: ComponentType<ReaderProps>, overrides: Partial<ReaderProps> = {}) {
  const onComplete = vi.fn(
    async (): Promise<ReaderOutcome> => ({
      status: 'sent',
      record: makeRecord({ completion: true, viewAttempts: 1 }),
      rejection: null,
    }),
  );
  const view = renderAnyReader(Reader, overrides.content, {
    name: 'Deck',
    settings: { ...DEFAULT_DECK_SETTINGS },
    onComplete,
    ...overrides,
  });
  return { ...view, onComplete: (overrides.onComplete as typeof onComplete | undefined) ?? onComplete };
}
