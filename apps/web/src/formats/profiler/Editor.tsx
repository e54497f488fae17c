import { type ProfilerContent, profilerContentSchema } from '@lp/shared/formats/interactive';
import { Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContentIssues } from '../assessment/editing/ContentIssues.tsx';
import { listOf, newItemId } from '../assessment/editing/ids.ts';
import { ListEditor } from '../assessment/editing/ListEditor.tsx';
import { OptionList } from '../assessment/editing/OptionList.tsx';
import type { EditorProps } from '../editor-props.ts';

type Profile = ProfilerContent['profiles'][number];
type MappedQuestion = ProfilerContent['questions'][number];

/** Profiler editor: the profiles, and questions whose every answer leads to one of them. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsInteractive');
  const profiles = listOf<Profile>(value.profiles);
  const profileChoices = profiles.map((p, i) => ({
    value: p.id,
    label: p.title || t('profiler.profile', { position: i + 1 }),
  }));
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {t('profiler.profiles')}
      </Title>
      <ListEditor<Profile>
        items={profiles}
        readOnly={readOnly}
        onChange={(next) => onChange({ ...value, profiles: next })}
        itemLabel={(index) => t('profiler.profile', { position: index + 1 })}
        addLabel={t('profiler.addProfile')}
        create={() => ({ id: newItemId('p'), title: '', description: '' })}
        renderItem={(profile, update) => (
          <Stack gap="xs">
            <TextInput
              label={t('profiler.profileTitle')}
              value={profile.title}
              readOnly={readOnly}
              onChange={(event) => update({ ...profile, title: event.currentTarget.value })}
            />
            <Textarea
              label={t('profiler.profileDescription')}
              value={profile.description}
              readOnly={readOnly}
              onChange={(event) => update({ ...profile, description: event.currentTarget.value })}
            />
            <TextInput
              label={t('editor.imageUrl')}
              value={profile.image ?? ''}
              readOnly={readOnly}
              onChange={(event) => update({ ...profile, image: event.currentTarget.value || undefined })}
            />
          </Stack>
        )}
      />
      <Title order={3} size="h4">
        {t('editor.questions')}
      </Title>
      <ListEditor<MappedQuestion>
        items={listOf<MappedQuestion>(value.questions)}
        readOnly={readOnly}
        onChange={(questions) => onChange({ ...value, questions })}
        itemLabel={(index) => t('editor.question', { position: index + 1 })}
        addLabel={t('editor.addQuestion')}
        create={() => ({ id: newItemId('q'), prompt: '', options: [] })}
        renderItem={(question, update) => (
          <Stack gap="xs">
            <Textarea
              label={t('editor.prompt')}
              value={question.prompt}
              readOnly={readOnly}
              onChange={(event) => update({ ...question, prompt: event.currentTarget.value })}
            />
            <OptionList
              options={question.options}
              readOnly={readOnly}
              onChange={(options) => update({ ...question, options })}
              create={() => ({ id: newItemId('o'), text: '', profileId: profiles[0]?.id ?? '' })}
              extra={(option, updateOption) => (
                <Select
                  label={t('profiler.leadsTo')}
                  data={profileChoices}
                  value={option.profileId || null}
                  readOnly={readOnly}
                  onChange={(profileId) => updateOption({ ...option, profileId: profileId ?? '' })}
                />
              )}
            />
          </Stack>
        )}
      />
      <ContentIssues schema={profilerContentSchema} value={value} />
    </Stack>
  );
}
