import type { BuilderDeck } from '@lp/shared/builder';
import { type DeckSettings, deckSettingsSchema } from '@lp/shared/content';
import { Alert, Button, Group, Modal, NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateDeck } from '../../api/update-deck.ts';
import { type FieldErrors, fieldErrors, numberValue } from '../../validation.ts';
import { notifyError, notifySuccess } from '../shared/notify.ts';

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
  const update = useUpdateDeck();
  const [settings, setSettings] = useState<DeckSettings | null>(deck?.settings ?? null);
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    setSettings(deck?.settings ?? null);
    setErrors({});
  }, [deck]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!deck || !settings) return;
    const parsed = deckSettingsSchema.safeParse(settings);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error, t);
      setErrors(
        Object.fromEntries(Object.entries(found).map(([path, message]) => [`settings.${path}`, message])),
      );
      return;
    }
    update.mutate(
      { id: deck._id, body: { settings: parsed.data } },
      {
        onSuccess: () => {
          notifySuccess(t('deckSettings.saved'));
          onClose();
        },
        onError: notifyError,
      },
    );
  };

  return (
    <Modal
      opened={deck !== null}
      onClose={onClose}
      title={t('deckSettings.title', { name: deck?.name ?? '' })}
      size="lg"
    >
      {settings && (
        <form onSubmit={submit} noValidate>
          <Stack>
            {Object.keys(errors).length > 0 && (
              <Alert color="red" role="alert">
                {t('validation.fixErrors')}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {NUMBERS.map((key) => (
                <NumberInput
                  key={key}
                  label={t(`deckSettings.${key}`)}
                  description={t(`deckSettings.${key}Hint`)}
                  min={0}
                  max={key === 'passingPercentage' ? 100 : undefined}
                  allowDecimal={key === 'passingPercentage'}
                  value={settings[key]}
                  error={errors[`settings.${key}`]}
                  readOnly={readOnly}
                  onChange={(value) => setSettings({ ...settings, [key]: numberValue(value) })}
                />
              ))}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {SWITCHES.map((key) => (
                <Switch
                  key={key}
                  label={t(`deckSettings.${key}`)}
                  checked={settings[key]}
                  disabled={readOnly}
                  onChange={(event) => setSettings({ ...settings, [key]: event.currentTarget.checked })}
                />
              ))}
            </SimpleGrid>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {readOnly ? t('common.close') : t('common.cancel')}
              </Button>
              {!readOnly && (
                <Button type="submit" loading={update.isPending}>
                  {t('deckSettings.save')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
