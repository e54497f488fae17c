import { recommendationContentSchema } from '@lp/shared/formats/reading';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor, renderReader, typeInto } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

describe('recommendation', () => {
  it('links each item to its course or article and completes', async () => {
    const { onComplete } = renderReader(Reader, {
      items: [
        { title: 'Onboarding', kind: 'course', identifier: 'onboarding' },
        { title: 'Safety video', kind: 'article', identifier: 'safety', readerType: 'video' },
      ],
    });
    expect(screen.getByRole('link', { name: /Onboarding/ }).getAttribute('href')).toBe('/c/onboarding');
    expect(screen.getByRole('link', { name: /Safety video/ }).getAttribute('href')).toBe(
      '/content/video/safety',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(onComplete).toHaveBeenCalled();
  });

  it('adds a course recommendation', async () => {
    const { latest } = renderEditor(Editor, {});
    await userEvent.click(screen.getByRole('button', { name: 'Add recommendation' }));
    expect(screen.getByRole('alert').textContent).toContain('Every identifier is required');
    typeInto(screen.getByLabelText('Identifier'), 'sales-101');
    typeInto(screen.getByLabelText('Title'), 'Sales basics');
    expect(recommendationContentSchema.parse(latest())).toEqual({
      items: [{ title: 'Sales basics', kind: 'course', identifier: 'sales-101' }],
    });
  });
});
