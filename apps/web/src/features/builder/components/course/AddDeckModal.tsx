import type { BuilderCourse } from '@lp/shared/builder';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateDeck } from '../../api/create-deck.ts';
import { deckEditorPath } from '../../paths.ts';
import { authorableFormats } from '../shared/CreateMenu.tsx';
import { renderFormatOption } from '../shared/FormatOption.tsx';
import { formatName } from '../shared/format-name.ts';
import { notifyError, notifySuccess } from '../shared/notify.ts';
import { isScoredDeck } from './editing.ts';

interface AddDeckModalProps {
  course: BuilderCourse;
  topicId: string | null;
  onClose: () => void;
}

/** A new deck of a chosen format at the end of a topic; exams offer only exam formats (SPEC §3). */
export function AddDeckModal({ course, topicId, onClose }: AddDeckModalProps) {
  const { t } = useTranslation('builder');
  const navigate = useNavigate();
  const create = useCreateDeck(course._id);
  const [name, setName] = useState('');
  const [readerType, setReaderType] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [formatError, setFormatError] = useState<string | null>(null);

  const options = useMemo(
    () =>
      authorableFormats()
        .filter((format) => course.kind !== 'exam' || format.examAllowed)
        .filter((format) => !(course.editing.scoredDecksLocked && isScoredDeck(format.readerType)))
        .map((format) => ({ value: format.readerType, label: formatName(t, format.readerType) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [course, t],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNameError(name.trim() ? null : t('validation.nameRequired'));
    setFormatError(readerType ? null : t('create.formatRequired'));
    if (!topicId || !name.trim() || !readerType) return;
    create.mutate(
      { topicId, name: name.trim(), readerType },
      {
        onSuccess: (deck) => {
          notifySuccess(t('content.deckCreated', { name: deck.name }));
          onClose();
          navigate(deckEditorPath(deck.readerType, deck._id, course._id));
        },
        onError: notifyError,
      },
    );
  };

  return (
    <Modal opened={topicId !== null} onClose={onClose} title={t('content.addDeck')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('content.deckName')}
            required
            data-autofocus
            value={name}
            error={nameError}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Select
            label={t('create.format')}
            description={course.kind === 'exam' ? t('content.examFormatsOnly') : undefined}
            data={options}
            searchable
            renderOption={renderFormatOption}
            required
            value={readerType}
            error={formatError}
            onChange={setReaderType}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('content.createDeck')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
