import type { BuilderDeck } from '@lp/shared/builder';
import { deckSettingsSchema } from '@lp/shared/content';
import { Modal, NumberInput, SimpleGrid, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../../lib/auth-store.ts';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { useSchemaForm } from '../../../../lib/use-schema-form.ts';
import { useTeamBranding } from '../../../teams/index.ts';
import { useUpdateDeck } from '../../api/update-deck.ts';
import { DialogForm } from '../forms/DialogForm.tsx';
import { FormErrorSummary } from '../forms/FormErrorSummary.tsx';

const NUMBERS = [
  'maxPoints',
  'questionTimerSeconds',
  'passingPercentage',
  'questionsPerQuiz',
  'attemptsAllowed',
] as const;
const SWITCHES = [
  'shuffle',
  'finalExam',
  'proctor',
  'feedback',
  'navigation',
  'menu',
  'voiceovers',
  'skipping',
] as const;

interface DeckSettingsModalProps {
  deck: BuilderDeck | null;
  readOnly: boolean;
  onClose: () => void;
}

/** SPEC §3 deck settings, checked with deckSettingsSchema before saving. */
export function DeckSettingsModal({ deck, readOnly, onClose }: DeckSettingsModalProps) {
  const { t } = useTranslation('builder');
  return (
    <Modal
      opened={deck !== null}
      onClose={onClose}
      title={t('deckSettings.title', { name: deck?.name ?? '' })}
      size="lg"
    >
      {deck && <DeckSettingsForm key={deck._id} deck={deck} readOnly={readOnly} onClose={onClose} />}
    </Modal>
  );
}

function DeckSettingsForm({ deck, readOnly, onClose }: DeckSettingsModalProps & { deck: BuilderDeck }) {
  const { t } = useTranslation('builder');
  const update = useUpdateDeck();
  const form = useSchemaForm({
    schema: deckSettingsSchema,
    initialValues: deck.settings,
    messages: Object.fromEntries(
      NUMBERS.map((key) => [
        key,
        t(key === 'passingPercentage' ? 'validation.percentage' : 'validation.wholeNumber'),
      ]),
    ),
  });
  // SPEC §9 voiceovers: a team with voiceovers off does not offer the deck setting.
  const team = useAuthStore((state) => state.user?.team);
  const voiceoversOn = useTeamBranding(team).data?.features.voiceovers ?? true;
  const save = form.onSubmit((settings) =>
    update.mutate(
      { id: deck._id, body: { settings } },
      {
        onSuccess: () => {
          notifySuccess(t('deckSettings.saved'));
          onClose();
        },
        onError: notifyError,
      },
    ),
  );

  return (
    <DialogForm
      onSubmit={save}
      onClose={onClose}
      submitLabel={t('deckSettings.save')}
      loading={update.isPending}
      readOnly={readOnly}
    >
      <FormErrorSummary errors={form.errors} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {NUMBERS.map((key) => (
          <NumberInput
            key={key}
            label={t(`deckSettings.${key}`)}
            description={t(`deckSettings.${key}Hint`)}
            min={0}
            max={key === 'passingPercentage' ? 100 : undefined}
            allowDecimal={key === 'passingPercentage'}
            readOnly={readOnly}
            {...form.getInputProps(key)}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {SWITCHES.filter((key) => key !== 'voiceovers' || voiceoversOn).map((key) => (
          <Switch
            key={key}
            label={t(`deckSettings.${key}`)}
            disabled={readOnly}
            {...form.getInputProps(key, { type: 'checkbox' })}
          />
        ))}
      </SimpleGrid>
    </DialogForm>
  );
}
