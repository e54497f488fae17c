import { type RecommenderContent, recommenderContentSchema } from '@lp/shared/formats/interactive';
import { MultiSelect, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listOf, newItemId } from '../kit/content/content-values.ts';
import { InteractiveContentIssues } from '../kit/editing/InteractiveContentIssues.tsx';
import { ItemList } from '../kit/editing/ItemList.tsx';
import type { EditorProps } from '../kit/editor-props.ts';
import { MappedQuestionsEditor } from '../kit/mapped-questions/MappedQuestionsEditor.tsx';

type Recommendation = RecommenderContent['recommendations'][number];
type Option = RecommenderContent['questions'][number]['options'][number];

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
      <ItemList<Recommendation>
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
      <MappedQuestionsEditor<Option>
        value={value.questions}
        readOnly={readOnly}
        onChange={(questions) => onChange({ ...value, questions })}
        createOption={() => ({ id: newItemId('o'), text: '', recommendationIds: [] })}
        target={(option, update) => (
          <MultiSelect
            label={t('recommender.pointsTo')}
            data={choices}
            value={option.recommendationIds}
            readOnly={readOnly}
            onChange={(recommendationIds) => update({ ...option, recommendationIds })}
          />
        )}
      />
      <InteractiveContentIssues schema={recommenderContentSchema} value={value} />
    </Stack>
  );
}
