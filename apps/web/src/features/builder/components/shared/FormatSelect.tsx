import { FORMATS, type FormatDefinition } from '@lp/shared/formats/registry';
import { DEFAULT_ENABLED_FORMATS } from '@lp/shared/teams';
import { Group, Select, type SelectProps, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormatIcon } from '../../../../components/FormatIcon.tsx';
import { editorFor } from '../../../../formats/registry.ts';
import { useAuthStore } from '../../../../lib/auth-store.ts';
import { useTeamBranding } from '../../../teams/index.ts';
import { formatName } from './format-name.ts';

/**
 * The formats a creator can author: enabled for the team (SPEC §9; the defaults until an admin
 * changes the list in the admin panel) and with an editor in this app.
 */
export function authorableFormats(enabled: readonly string[] = DEFAULT_ENABLED_FORMATS): FormatDefinition[] {
  return Object.values(FORMATS).filter(
    (format) => enabled.includes(format.readerType) && editorFor(format.readerType),
  );
}

/** The authorable formats that `include` keeps, by translated name. */
export function useFormatOptions(include: (format: FormatDefinition) => boolean = () => true) {
  const { t } = useTranslation('builder');
  const team = useAuthStore((state) => state.user?.team);
  const enabled = useTeamBranding(team).data?.enabledFormats;
  return authorableFormats(enabled)
    .filter(include)
    .map((format) => ({ value: format.readerType, label: formatName(t, format.readerType) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** A format in the list: its registry icon and its translated name. */
const renderFormatOption: SelectProps['renderOption'] = ({ option }) => (
  <Group gap="xs" wrap="nowrap">
    <FormatIcon readerType={option.value} size={18} />
    <Text size="sm">{option.label}</Text>
  </Group>
);

/** Chooses the format of a new article or deck. */
export function FormatSelect(props: SelectProps) {
  const { t } = useTranslation('builder');
  return (
    <Select
      label={t('create.format')}
      searchable
      renderOption={renderFormatOption}
      required
      allowDeselect={false}
      {...props}
    />
  );
}
