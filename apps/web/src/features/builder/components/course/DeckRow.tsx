import type { BuilderCourse, BuilderDeck } from '@lp/shared/builder';
import { ActionIcon, Anchor, Badge, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormatIcon } from '../../../../components/FormatIcon.tsx';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { useDeleteDeck } from '../../api/delete-deck.ts';
import { useDuplicateDeck } from '../../api/duplicate-deck.ts';
import { useMoveDeck } from '../../api/move-deck.ts';
import { deckEditorPath } from '../../paths.ts';
import { formatName } from '../shared/format-name.ts';
import { MoveAndDelete } from '../shared/ItemButtons.tsx';
import type { OutlineRights } from './editing.ts';

interface DeckRowProps {
  course: BuilderCourse;
  deck: BuilderDeck;
  first: boolean;
  last: boolean;
  rights: OutlineRights;
  onSettings: (deck: BuilderDeck) => void;
}

/** One deck of a topic: open in the editor, settings, duplicate, move, delete. */
export function DeckRow({ course, deck, first, last, rights, onSettings }: DeckRowProps) {
  const { t } = useTranslation('builder');
  const move = useMoveDeck();
  const duplicate = useDuplicateDeck(course._id);
  const remove = useDeleteDeck(course._id);
  const editable = rights.editDeck(deck.readerType);

  return (
    <Paper withBorder p="xs" component="li" aria-label={deck.name}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <FormatIcon readerType={deck.readerType} size={20} />
          <Anchor component={Link} to={deckEditorPath(deck.readerType, deck._id, course._id)} truncate="end">
            {deck.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {formatName(t, deck.readerType)}
          </Text>
          {deck.settings.finalExam && <Badge size="xs">{t('content.finalExam')}</Badge>}
          {!editable && rights.editContent && (
            <Badge size="xs" color="gray">
              {t('content.frozen')}
            </Badge>
          )}
        </Group>
        <Group gap={2} wrap="nowrap">
          <Tooltip label={t('content.deckSettings')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('content.deckSettingsOf', { name: deck.name })}
              onClick={() => onSettings(deck)}
            >
              <IconSettings size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {editable && (
            <Tooltip label={t('content.duplicate')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('content.duplicateOf', { name: deck.name })}
                loading={duplicate.isPending}
                onClick={() =>
                  duplicate.mutate(deck._id, {
                    onSuccess: () => notifySuccess(t('content.duplicated', { name: deck.name })),
                    onError: notifyError,
                  })
                }
              >
                <IconCopy size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          {rights.editStructure && (
            <MoveAndDelete
              name={deck.name}
              first={first}
              last={last}
              onMove={(direction) => move.mutate({ deckId: deck._id, direction }, { onError: notifyError })}
              remove={{
                id: deck._id,
                remove,
                title: t('content.deleteDeckTitle'),
                message: t('content.deleteDeckMessage', { name: deck.name }),
              }}
            />
          )}
        </Group>
      </Group>
    </Paper>
  );
}
