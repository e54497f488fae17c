import { type RecommenderContent, recommenderContentSchema } from '@lp/shared/formats/interactive';
import { MultiSelect, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContentIssues } from '../assessment/editing/ContentIssues.tsx';
import { listOf, newItemId } from '../assessment/editing/ids.ts';
import { ListEditor } from '../assessment/editing/ListEditor.tsx';
import { OptionList } from '../assessment/editing/OptionList.tsx';
import type { EditorProps } from '../editor-props.ts';

type Recommendation = RecommenderContent['recommendations'][number];
type MappedQuestion = RecommenderContent['questions'][number];

/** Recommender editor: content items with links, and questions whose answers point at them. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsInteractive');
  const recommendations = listOf<Recommendation>(value.recommendations);
  const choices = recommendations.map((r, i) => ({
    value: r.id,
    label: r.title || t('recommender.item', { position: i + 1 }),
  }));
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {t('recommender.items')}
      </Title>
      <ListEditor<Recommendation>
        items={recommendations}
        readOnly={readOnly}
        onChange={(next) => onChange({ ...value, recommendations: next })}
        itemLabel={(index) => t('recommender.item', { position: index + 1 })}
        addLabel={t('recommender.addItem')}
        create={() => ({ id: newItemId('r'), title: '', description: '', link: '' })}
        renderItem={(item, update) => (
          <Stack gap="xs">
            <TextInput
              label={t('recommender.itemTitle')}
              value={item.title}
              readOnly={readOnly}
              onChange={(event) => update({ ...item, title: event.currentTarget.value })}
            />
            <Textarea
              label={t('recommender.itemDescription')}
              value={item.description}
              readOnly={readOnly}
              onChange={(event) => update({ ...item, description: event.currentTarget.value })}
            />
            <TextInput
              label={t('recommender.link')}
              description={t('recommender.linkHelp')}
              value={item.link}
              readOnly={readOnly}
              onChange={(event) => update({ ...item, link: event.currentTarget.value })}
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
              create={() => ({ id: newItemId('o'), text: '', recommendationIds: [] })}
              extra={(option, updateOption) => (
                <MultiSelect
                  label={t('recommender.pointsTo')}
                  data={choices}
                  value={option.recommendationIds}
                  readOnly={readOnly}
                  onChange={(recommendationIds) => updateOption({ ...option, recommendationIds })}
                />
              )}
            />
          </Stack>
        )}
      />
      <ContentIssues schema={recommenderContentSchema} value={value} />
    </Stack>
  );
}
