import { jobPostContentSchema } from '@lp/shared/formats/commerce';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor, renderReader, typeInto } from '../kit/testing/render.tsx';
import { Editor } from './Editor.tsx';
import { Reader } from './Reader.tsx';

describe('job post', () => {
  it('shows the role and how to apply, and completes', async () => {
    const { onComplete } = renderReader(Reader, {
      title: 'Data analyst',
      location: 'Pune',
      employmentType: 'fullTime',
      html: '<p>Work with our sales data.</p>',
      applyEmail: 'jobs@example.com',
    });
    expect(screen.getByText('Full time')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Apply by email/ }).getAttribute('href')).toBe(
      'mailto:jobs@example.com?subject=Data%20analyst',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(onComplete).toHaveBeenCalled();
  });

  it('hides the apply buttons after the closing date', () => {
    renderReader(Reader, {
      title: 'Intern',
      location: 'Remote',
      html: '<p>x</p>',
      applyUrl: 'https://jobs.test/1',
      closingDate: '2020-01-31',
    });
    expect(screen.queryByRole('link', { name: 'Apply now' })).toBeNull();
    expect(screen.getByText(/Closed on/)).toBeTruthy();
  });

  it('asks how to apply', () => {
    const { latest } = renderEditor(Editor, { html: '<p>Join us</p>' });
    typeInto(screen.getByRole('textbox', { name: /^Job title/ }), 'Designer');
    typeInto(screen.getByRole('textbox', { name: /^Location/ }), 'Berlin');
    expect(screen.getByRole('alert').textContent).toContain('Add a link or an email address to apply');
    typeInto(screen.getByRole('textbox', { name: /^Application link/ }), 'https://jobs.test/2');
    expect(jobPostContentSchema.parse(latest())).toMatchObject({
      title: 'Designer',
      applyUrl: 'https://jobs.test/2',
    });
  });
});
