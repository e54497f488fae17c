import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useContext } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentIssuesVisible, type EditorProps } from '../../../formats/index.ts';
import { callsTo, mockApi } from '../../../test/api-mock.ts';
import { id } from '../../../test/catalog-factories.ts';
import { jsonResponse, makeBranding } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';
import { FIRST_RENDER, makeBuilderCourse, makeDeck, signInBuilder } from '../testing/builder-factories.ts';

const editorFor = vi.hoisted(() => vi.fn());
const previewsSavedDeck = vi.hoisted(() => vi.fn(() => false));

/** A stand-in format: its Editor edits one `title` field, its Reader shows it. */
vi.mock('../../../formats/registry.ts', () => ({
  editorFor,
  readerFor: () => (props: { content: Record<string, unknown>; deckId?: string }) => (
    <p>
      Reading {String(props.content.title)}
      {props.deckId ? ` from deck ${props.deckId}` : ''}
    </p>
  ),
  isReaderType: () => true,
  previewsSavedDeck,
}));

function FakeEditor({ value, onChange, readOnly }: EditorProps) {
  return (
    <>
      <label>
        Title
        <input
          value={String(value.title ?? '')}
          readOnly={readOnly}
          onChange={(event) => onChange({ ...value, title: event.currentTarget.value })}
        />
      </label>
      {useContext(ContentIssuesVisible) && !value.title && <p>Fix these before saving</p>}
    </>
  );
}

const courseId = id(1);
const deckId = id(11);
const deck = makeDeck(11, courseId, id(100), { name: 'Welcome', content: { title: 'Hello' } });
const editorPath = `/builder/editor/article/${deckId}/course~${courseId}`;

function mockEditor(
  course = makeBuilderCourse(),
  update = jsonResponse({ ...deck, content: { title: 'Hello there' } }),
) {
  return mockApi({
    'GET teams/fetch/demo': jsonResponse(makeBranding()),
    [`GET courses/${courseId}/showAdmin`]: jsonResponse(course),
    [`GET decks/${deckId}/showAdmin`]: jsonResponse(deck),
    [`POST decks/${deckId}/update`]: update,
  });
}

beforeEach(() => {
  editorFor.mockReturnValue(FakeEditor);
  previewsSavedDeck.mockReturnValue(false);
  signInBuilder();
});

describe('content editor', () => {
  it("edits a deck with its format's editor and saves through decks/{id}/update", async () => {
    const fetchMock = mockEditor();
    renderApp(editorPath);

    const title = await screen.findByRole('textbox', { name: 'Title' }, FIRST_RENDER);
    expect(editorFor).toHaveBeenCalledWith('article');
    await userEvent.type(title, ' there');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo(fetchMock, `POST decks/${deckId}/update`)).toHaveLength(1));
    const [, init] = callsTo(fetchMock, `POST decks/${deckId}/update`)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ content: { title: 'Hello there' } });
    expect(await screen.findByText('All changes saved')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(await screen.findByText('Reading Hello there')).toBeTruthy();
  });

  it('previews the saved deck itself for formats that play it from the server (SCORM), once saved', async () => {
    previewsSavedDeck.mockReturnValue(true);
    mockEditor();
    renderApp(editorPath);
    await screen.findByRole('textbox', { name: 'Title' }, FIRST_RENDER);
    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(await screen.findByText(`Reading Hello from deck ${deckId}`)).toBeTruthy();
    // Unsaved changes: the saved deck is not what is being edited, so the preview does not play it.
    await userEvent.click(screen.getByRole('tab', { name: 'Edit' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), '!');
    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(await screen.findByText('Reading Hello!')).toBeTruthy();
  });

  it("shows the server's validation messages", async () => {
    mockEditor(
      makeBuilderCourse(),
      jsonResponse(
        { message: 'Invalid content', errors: [{ path: 'content.title', message: 'Title is too long' }] },
        { status: 400 },
      ),
    );
    renderApp(editorPath);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }, FIRST_RENDER), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The server did not accept the content')).toBeTruthy();
    expect(screen.getByText('content.title: Title is too long')).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('shows what keeps the content from saving only once the author has edited it', async () => {
    mockApi({
      'GET teams/fetch/demo': jsonResponse(makeBranding()),
      [`GET courses/${courseId}/showAdmin`]: jsonResponse(makeBuilderCourse()),
      [`GET decks/${deckId}/showAdmin`]: jsonResponse({ ...deck, content: { title: '' } }),
    });
    renderApp(editorPath);
    const title = await screen.findByRole('textbox', { name: 'Title' }, FIRST_RENDER);
    expect(screen.getByText('All changes saved')).toBeTruthy();
    expect(screen.queryByText('Fix these before saving')).toBeNull();
    await userEvent.type(title, 'x');
    await userEvent.clear(title);
    expect(await screen.findByText('Fix these before saving')).toBeTruthy();
  });

  it('opens a launched course deck read-only', async () => {
    const launched = makeBuilderCourse({
      launched: true,
      editing: { contentLocked: true, structureLocked: false, scoredDecksLocked: false, message: null },
    });
    mockEditor(launched);
    renderApp(editorPath);
    const title = await screen.findByRole('textbox', { name: 'Title' }, FIRST_RENDER);
    expect(title.hasAttribute('readonly')).toBe(true);
    expect(screen.getByText(/This course is launched/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
