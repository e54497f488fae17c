import type { BuilderProgram } from '@lp/shared/builder';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDeleteProgram } from '../api/delete-program.ts';
import { useProgramAdmin } from '../api/get-program-admin.ts';
import { useUpdateProgram } from '../api/update-program.ts';
import { ProgramAnalytics } from '../components/program/ProgramAnalytics.tsx';
import { ProgramCourses } from '../components/program/ProgramCourses.tsx';
import { ProgramSettingsForm } from '../components/program/ProgramSettingsForm.tsx';
import { DeleteButton } from '../components/shared/DeleteButton.tsx';
import { PublishPanel } from '../components/shared/PublishPanel.tsx';
import { StatusBadge } from '../components/shared/StatusBadge.tsx';
import { StudioHeader } from '../components/shared/StudioHeader.tsx';
import { StudioScreen } from '../components/shared/StudioScreen.tsx';
import { PROGRAM_SECTIONS } from '../paths.ts';
import { useBuilderAccess } from '../use-builder-access.ts';

/** /builder/programs/{id}/{section}: a program's settings, ordered courses, publication and analytics. */
export function ProgramStudioPage() {
  const { t } = useTranslation('builder');
  const { id = '' } = useParams();
  const programQuery = useProgramAdmin(id);
  return (
    <StudioScreen query={programQuery} sections={PROGRAM_SECTIONS}>
      {(program, section) => (
        <>
          <StudioHeader
            item={{ ...program, kind: 'program' }}
            kindLabel={t('kinds.program')}
            status={<StatusBadge status={program.published ? 'published' : 'draft'} />}
            sections={PROGRAM_SECTIONS}
            section={section}
          />
          {section === 'settings' && <ProgramSettingsForm key={program.updatedAt} program={program} />}
          {section === 'content' && <ProgramCourses key={program.updatedAt} program={program} />}
          {section === 'launch' && <ProgramPublishing program={program} />}
          {section === 'analytics' && <ProgramAnalytics program={program} />}
        </>
      )}
    </StudioScreen>
  );
}

/** Publish or unpublish the program; admins may delete it. */
function ProgramPublishing({ program }: { program: BuilderProgram }) {
  const { t } = useTranslation('builder');
  const { canDeleteProgram } = useBuilderAccess();
  const update = useUpdateProgram(program._id);
  const remove = useDeleteProgram();
  return (
    <PublishPanel
      published={program.published}
      update={update}
      extraActions={
        canDeleteProgram && (
          <DeleteButton
            id={program._id}
            name={program.name}
            remove={remove}
            label={t('program.delete')}
            title={t('program.deleteTitle')}
            message={t('program.deleteMessage', { name: program.name })}
            then="/builder"
          />
        )
      }
    />
  );
}
