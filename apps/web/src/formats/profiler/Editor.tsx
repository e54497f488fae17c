import { type ProfilerContent, profilerContentSchema } from '@lp/shared/formats/interactive';
import { Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listOf, newItemId } from '../kit/content/content-values.ts';
import { InteractiveContentIssues } from '../kit/editing/InteractiveContentIssues.tsx';
import { ItemList } from '../kit/editing/ItemList.tsx';
import type { EditorProps } from '../kit/editor-props.ts';
import { MappedQuestionsEditor } from '../kit/mapped-questions/MappedQuestionsEditor.tsx';

type Profile = ProfilerContent['profiles'][number];
type Option = ProfilerContent['questions'][number]['options'][number];

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
      <ItemList<Profile>
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
      <MappedQuestionsEditor<Option>
        value={value.questions}
        readOnly={readOnly}
        onChange={(questions) => onChange({ ...value, questions })}
        createOption={() => ({ id: newItemId('o'), text: '', profileId: profiles[0]?.id ?? '' })}
        target={(option, update) => (
          <Select
            label={t('profiler.leadsTo')}
            data={profileChoices}
            value={option.profileId || null}
            readOnly={readOnly}
            onChange={(profileId) => update({ ...option, profileId: profileId ?? '' })}
          />
        )}
      />
      <InteractiveContentIssues schema={profilerContentSchema} value={value} />
    </Stack>
  );
}
