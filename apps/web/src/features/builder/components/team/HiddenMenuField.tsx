import { STAGES } from '@lp/shared/constants';
import {
  type HiddenMenuItems,
  HOME_TAG_STAGES,
  LEARNER_MENU_ITEMS,
  type LearnerMenuItem,
} from '@lp/shared/teams';
import { MultiSelect, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisplayNames } from '../../../../lib/display-names.ts';

/** SPEC §2 "Menu items can be hidden per user stage": the learner menu items each stage does not see. */
export function HiddenMenuField({
  value,
  onChange,
}: {
  value: HiddenMenuItems;
  onChange: (value: HiddenMenuItems) => void;
}) {
  const { t } = useTranslation('builder');
  const names = useDisplayNames();
  const { t: tApp } = useTranslation();
  // Home always stays: it is where every learner starts.
  const items = LEARNER_MENU_ITEMS.filter((item) => item !== 'home').map((item) => ({
    value: item,
    label: tApp(`nav.${item}`),
  }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {HOME_TAG_STAGES.map((stage) => {
        const stageName = STAGES.find((entry) => String(entry.stage) === stage)?.name ?? stage;
        return (
          <MultiSelect
            key={stage}
            label={t('design.stageHiddenMenu', { stage, name: names.stage(stageName) })}
            data={items}
            value={value[stage] ?? []}
            clearable
            onChange={(next) => onChange({ ...value, [stage]: next as LearnerMenuItem[] })}
          />
        );
      })}
    </SimpleGrid>
  );
}
