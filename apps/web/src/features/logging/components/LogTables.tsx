import type { LogGroup, LogRecord } from '@lp/shared/logging';
import { Badge, Code, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date.ts';

const criticalityColor = (c: number) => (c <= 1 ? 'red' : c <= 3 ? 'orange' : c <= 6 ? 'yellow' : 'gray');

export function CriticalityBadge({ value }: { value: number }) {
  return (
    <Badge variant="light" color={criticalityColor(value)}>
      {value}
    </Badge>
  );
}

type LogColumn = 'time' | 'criticality' | 'page' | 'user' | 'users' | 'problem' | 'count' | 'lastSeen';

function LogHeader({ columns }: { columns: LogColumn[] }) {
  const { t } = useTranslation('logging');
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((c) => (
          <Table.Th key={c} scope="col">
            {t(`columns.${c}`)}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

export function RecordsTable({ records }: { records: LogRecord[] }) {
  const { t, i18n } = useTranslation('logging');
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped>
        <LogHeader columns={['time', 'criticality', 'page', 'user', 'problem']} />
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr key={record._id}>
              <Table.Td>{formatDateTime(record.createdAt, i18n.language)}</Table.Td>
              <Table.Td>
                <CriticalityBadge value={record.criticality} />
              </Table.Td>
              <Table.Td>{record.page}</Table.Td>
              <Table.Td>{record.username ?? t('anonymous')}</Table.Td>
              <Table.Td>
                <Text size="sm">{record.problem}</Text>
                {record.trace && (
                  <details>
                    <summary>{t('trace')}</summary>
                    <Code block>{record.trace}</Code>
                  </details>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function GroupsTable({ groups }: { groups: LogGroup[] }) {
  const { i18n } = useTranslation('logging');
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped>
        <LogHeader columns={['problem', 'page', 'count', 'users', 'criticality', 'lastSeen']} />
        <Table.Tbody>
          {groups.map((group) => (
            <Table.Tr key={`${group.page}\n${group.problem}`}>
              <Table.Th scope="row">{group.problem}</Table.Th>
              <Table.Td>{group.page}</Table.Td>
              <Table.Td>{group.count}</Table.Td>
              <Table.Td>{group.users}</Table.Td>
              <Table.Td>
                <CriticalityBadge value={group.criticality} />
              </Table.Td>
              <Table.Td>{formatDateTime(group.lastSeen, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
