import { articleCreateBodySchema, courseCreateBodySchema, type DashboardKind } from '@lp/shared/builder';
import { DEFAULT_FEATURES } from '@lp/shared/constants';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../../../../lib/auth-store.ts';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { useTeamBranding } from '../../../teams/index.ts';
import { type CreateRequest, useCreateContent } from '../../api/create-content.ts';
import { studioPath } from '../../paths.ts';
import { NameModal } from '../forms/NameModal.tsx';
import { useFormatOptions } from './FormatSelect.tsx';

const KINDS: DashboardKind[] = ['course', 'exam', 'contest', 'program', 'article'];
const nameAndFormat = articleCreateBodySchema.pick({ name: true, readerType: true });
const nameOnly = courseCreateBodySchema.pick({ name: true });

/** Courses, exams and contests exist only while the team's flag is on (SPEC §9: courseware on, the others off). */
function useCreatableKinds(): DashboardKind[] {
  const team = useAuthStore((state) => state.user?.team);
  const features = useTeamBranding(team).data?.features ?? DEFAULT_FEATURES;
  return KINDS.filter((kind) =>
    kind === 'exam'
      ? features.exams
      : kind === 'contest'
        ? features.contests
        : kind === 'course'
          ? features.courseware
          : true,
  );
}

/** "Create": a course, exam, contest, program, or an article of a chosen format. */
export function CreateMenu({ only }: { only?: DashboardKind }) {
  const { t } = useTranslation('builder');
  const navigate = useNavigate();
  const create = useCreateContent();
  const kinds = useCreatableKinds();
  const formatOptions = useFormatOptions();
  const [kind, setKind] = useState<DashboardKind | null>(null);

  const submit = (name: string, readerType = 'article') => {
    if (!kind) return;
    const request: CreateRequest = kind === 'article' ? { kind, name, readerType } : { kind, name };
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
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setKind(only)}>
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
              <Menu.Item key={item} onClick={() => setKind(item)}>
                {t(`create.${item}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      <NameModal
        opened={kind !== null}
        title={kind ? t(`create.${kind}`) : ''}
        label={t('create.name')}
        submitLabel={t('create.submit')}
        loading={create.isPending}
        schema={kind === 'article' ? nameAndFormat : nameOnly}
        nameMessage={t('create.nameRequired')}
        format={
          kind === 'article'
            ? { options: formatOptions, initial: 'article', description: t('create.formatHint') }
            : undefined
        }
        onClose={() => setKind(null)}
        onSubmit={({ name, readerType }) => submit(name, readerType)}
      />
    </>
  );
}
