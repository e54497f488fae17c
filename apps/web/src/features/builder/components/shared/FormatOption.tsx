import { Group, type SelectProps, Text } from '@mantine/core';
import { FormatIcon } from './FormatIcon.tsx';

/** A format in a Select list: its registry icon and its translated name. */
export const renderFormatOption: SelectProps['renderOption'] = ({ option }) => (
  <Group gap="xs" wrap="nowrap">
    <FormatIcon readerType={option.value} size={18} />
    <Text size="sm">{option.label}</Text>
  </Group>
);
