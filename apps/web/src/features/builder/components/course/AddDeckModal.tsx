import { type BuilderCourse, deckCreateBodySchema } from '@lp/shared/builder';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { useCreateDeck } from '../../api/create-deck.ts';
import { deckEditorPath } from '../../paths.ts';
import { NameModal } from '../forms/NameModal.tsx';
import { useFormatOptions } from '../shared/FormatSelect.tsx';
import { isScoredDeck } from './editing.ts';

const nameAndFormat = deckCreateBodySchema.pick({ name: true, readerType: true });

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
  const options = useFormatOptions(
    (format) =>
      (course.kind !== 'exam' || format.examAllowed) &&
      !(course.editing.scoredDecksLocked && isScoredDeck(format.readerType)),
  );

  return (
    <NameModal
      opened={topicId !== null}
      title={t('content.addDeck')}
      label={t('content.deckName')}
      submitLabel={t('content.createDeck')}
      loading={create.isPending}
      schema={nameAndFormat}
      format={{
        options,
        initial: null,
        description: course.kind === 'exam' ? t('content.examFormatsOnly') : undefined,
      }}
      onClose={onClose}
      onSubmit={({ name, readerType = '' }) =>
        topicId &&
        create.mutate(
          { topicId, name, readerType },
          {
            onSuccess: (deck) => {
              notifySuccess(t('content.deckCreated', { name: deck.name }));
              onClose();
              navigate(deckEditorPath(deck.readerType, deck._id, course._id));
            },
            onError: notifyError,
          },
        )
      }
    />
  );
}
