import type { DashboardKind } from '@lp/shared/builder';
import { DEFAULT_FEATURES } from '@lp/shared/constants';
import { FORMATS } from '@lp/shared/formats/registry';
import { Button, Group, Menu, Modal, Select, Stack, TextInput } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { editorFor } from '../../../../formats/registry.ts';
import { useAuthStore } from '../../../../lib/auth-store.ts';
import { useTeamBranding } from '../../../teams/api/get-team-branding.ts';
import { type CreateRequest, useCreateContent } from '../../api/create-content.ts';
import { studioPath } from '../../paths.ts';
import { renderFormatOption } from './FormatOption.tsx';
import { formatName } from './format-name.ts';
import { notifyError, notifySuccess } from './notify.ts';

const KINDS: DashboardKind[] = ['course', 'exam', 'contest', 'program', 'article'];

/** Exams and contests exist only while the team's feature flag is on (SPEC §9: off by default). */
function useCreatableKinds(): DashboardKind[] {
  const team = useAuthStore((state) => state.user?.team);
  const features = useTeamBranding(team).data?.features ?? DEFAULT_FEATURES;
  return KINDS.filter((kind) =>
    kind === 'exam' ? features.exams : kind === 'contest' ? features.contests : true,
  );
}

/** The formats a creator can author: on by default (SPEC §9) and with an editor in this app. */
export function authorableFormats() {
  return Object.values(FORMATS).filter((format) => format.enabledByDefault && editorFor(format.readerType));
}

/** "Create": a course, exam, contest, program, or an article of a chosen format. */
export function CreateMenu({ only }: { only?: DashboardKind }) {
  const { t } = useTranslation('builder');
  const navigate = useNavigate();
  const create = useCreateContent();
  const kinds = useCreatableKinds();
  const [kind, setKind] = useState<DashboardKind | null>(null);
  const formatOptions = useMemo(
    () =>
      authorableFormats()
        .map((format) => ({ value: format.readerType, label: formatName(t, format.readerType) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [t],
  );
  const [name, setName] = useState('');
  const [readerType, setReaderType] = useState<string | null>('article');
  const [nameError, setNameError] = useState<string | null>(null);

  const open = (next: DashboardKind) => {
    setName('');
    setNameError(null);
    setReaderType('article');
    setKind(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!kind) return;
    if (!name.trim()) {
      setNameError(t('create.nameRequired'));
      return;
    }
    if (kind === 'article' && !readerType) return;
    const request: CreateRequest =
      kind === 'article'
        ? { kind, name: name.trim(), readerType: readerType ?? 'article' }
        : { kind, name: name.trim() };
    create.mutate(request, {
      onSuccess: (created) => {
        notifySuccess(t('create.created', { name: created.item.name }));
        setKind(null);
        const readerType = created.kind === 'article' ? created.item.readerType : null;
        navigate(studioPath({ kind: created.kind, _id: created.item._id, readerType }));
      },
      onError: notifyError,
    });
  };

  return (
    <>
      {only ? (
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => open(only)}>
          {t(`create.${only}`)}
        </Button>
      ) : (
        <Menu position="bottom-end">
          <Menu.Target>
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              rightSection={<IconChevronDown size={16} aria-hidden />}
            >
              {t('create.button')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {kinds.map((item) => (
              <Menu.Item key={item} onClick={() => open(item)}>
                {t(`create.${item}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      <Modal opened={kind !== null} onClose={() => setKind(null)} title={kind ? t(`create.${kind}`) : ''}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label={t('create.name')}
              required
              data-autofocus
              value={name}
              error={nameError}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setNameError(null);
              }}
            />
            {kind === 'article' && (
              <Select
                label={t('create.format')}
                description={t('create.formatHint')}
                data={formatOptions}
                searchable
                renderOption={renderFormatOption}
                required
                allowDeselect={false}
                value={readerType}
                onChange={setReaderType}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setKind(null)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {t('create.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
