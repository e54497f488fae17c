import { STAGES } from '@lp/shared/constants';
import { HOME_TAG_STAGES, type HomeTags } from '@lp/shared/teams';
import { MultiSelect, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisplayNames } from '../../../../lib/display-names.ts';
import { useTags } from '../../api/get-tags.ts';

/** Which tag carousels the home shows to learners of each stage 1-4 (by tag name). */
export function HomeTagsField({ value, onChange }: { value: HomeTags; onChange: (value: HomeTags) => void }) {
  const { t } = useTranslation('builder');
  const displayNames = useDisplayNames();
  const tags = useTags();
  const names = (tags.data ?? []).map((tag) => tag.name);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {HOME_TAG_STAGES.map((stage) => {
        const stageName = STAGES.find((entry) => String(entry.stage) === stage)?.name ?? stage;
        const selected = value[stage] ?? [];
        return (
          <MultiSelect
            key={stage}
            label={t('design.stageTags', { stage, name: displayNames.stage(stageName) })}
            data={[...new Set([...names, ...selected])]}
            value={selected}
            searchable
            clearable
            maxValues={20}
            nothingFoundMessage={t('settings.noTags')}
            onChange={(next) => onChange({ ...value, [stage]: next })}
          />
        );
      })}
    </SimpleGrid>
  );
}
