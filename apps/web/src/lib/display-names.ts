import { LEVELS, STAGES } from '@lp/shared/constants';
import { baseReaderType } from '@lp/shared/progress/reader-types';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

type LevelName = (typeof LEVELS)[number]['name'];
type StageName = (typeof STAGES)[number]['name'];

const isLevelName = (name: string): name is LevelName => LEVELS.some((level) => level.name === name);
const isStageName = (name: string): name is StageName => STAGES.some((stage) => stage.name === name);

/**
 * Level, stage and format names as the server and the shared constants give them (SPEC §9
 * English: "Novice", "Newbie", "assessment") in the reader's language; an unknown name is shown
 * as it is (a team's own category). Level and stage names come from
 * `packages/shared/src/i18n/names`, the same texts the server writes into notices and mails.
 */
export function displayNames(t: TFunction) {
  return {
    level: (name: string) => (isLevelName(name) ? t(`levels.${name}`) : name),
    stage: (name: string) => (isStageName(name) ? t(`stages.${name}`) : name),
    format: (category: string) => {
      const base = baseReaderType(category);
      return base ? t(`formats.${base}`) : category;
    },
  };
}

export function useDisplayNames() {
  const { t } = useTranslation();
  return displayNames(t);
}
