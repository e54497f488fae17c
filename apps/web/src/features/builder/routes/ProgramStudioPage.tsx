import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/NotFoundPage.tsx';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { useDeleteProgram } from '../api/delete-program.ts';
import { useProgramAdmin } from '../api/get-program-admin.ts';
import { useUpdateProgram } from '../api/update-program.ts';
import { ProgramCourses } from '../components/program/ProgramCourses.tsx';
import { ProgramSettingsForm } from '../components/program/ProgramSettingsForm.tsx';
import { ConfirmButton } from '../components/shared/ConfirmButton.tsx';
import { notifyError, notifySuccess } from '../components/shared/notify.ts';
import { PublishPanel } from '../components/shared/PublishPanel.tsx';
import { StatusBadge } from '../components/shared/StatusBadge.tsx';
import { StudioHeader } from '../components/shared/StudioHeader.tsx';
import { PROGRAM_SECTIONS, previewPath, studioPath } from '../paths.ts';
import { useBuilderAccess } from '../use-builder-access.ts';

/** /builder/programs/{id}/{section}: a program's settings, ordered courses and publication. */
export function ProgramStudioPage() {
  const { t } = useTranslation('builder');
  const navigate = useNavigate();
  const { id = '', section = '' } = useParams();
  const { readOnly, canDeleteProgram } = useBuilderAccess();
  const program = useProgramAdmin(id);
  const update = useUpdateProgram(id);
  const remove = useDeleteProgram();

  if (!(PROGRAM_SECTIONS as readonly string[]).includes(section)) return <NotFoundPage />;
  if (program.isLoading)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  if (program.isError) return <QueryFailure error={program.error} />;
  if (!program.data) return null;
  const data = program.data;
  const item = { kind: 'program' as const, _id: data._id };

  return (
    <>
      <StudioHeader
        name={data.name}
        kindLabel={t('kinds.program')}
        status={<StatusBadge status={data.published ? 'published' : 'draft'} />}
        back={{ to: '/builder', label: t('nav.dashboard') }}
        previewTo={previewPath(item)}
        sections={PROGRAM_SECTIONS}
        section={section}
        pathFor={(next) => studioPath(item, next)}
      />
      {section === 'settings' && <ProgramSettingsForm key={data.updatedAt} program={data} />}
      {section === 'content' && <ProgramCourses key={data.updatedAt} program={data} />}
      {section === 'launch' && (
        <PublishPanel
          published={data.published}
          readOnly={readOnly}
          loading={update.isPending}
          onChange={(published) =>
            update.mutate(
              { published },
              {
                onSuccess: () => notifySuccess(published ? t('publish.published') : t('publish.unpublished')),
                onError: notifyError,
              },
            )
          }
          extraActions={
            canDeleteProgram && (
              <ConfirmButton
                label={t('program.delete')}
                title={t('program.deleteTitle')}
                message={t('program.deleteMessage', { name: data.name })}
                confirmLabel={t('common.delete')}
                loading={remove.isPending}
                onConfirm={() =>
                  remove.mutate(data._id, {
                    onSuccess: () => {
                      notifySuccess(t('content.deleted', { name: data.name }));
                      navigate('/builder');
                    },
                    onError: notifyError,
                  })
                }
              />
            )
          }
        />
      )}
    </>
  );
}
