import { Progress, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCourseChecklists } from './api-tabs.ts';
import { DeckCards } from './DeckBlocks.tsx';

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** Checklist: per item, how many of the learners who opened the checklist have ticked it. */
export function ChecklistTab({ courseId }: { courseId: string }) {
  const { t } = useTranslation('courseAnalytics');
  const checklists = useCourseChecklists(courseId);
  return (
    <DeckCards query={checklists} empty={t('noChecklists')}>
      {(list) => (
        <>
          <Text mb="sm">{t('checklistFigures', { started: list.started, completed: list.completed })}</Text>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('item')}</Table.Th>
                <Table.Th>{t('ticked')}</Table.Th>
                <Table.Th>{t('tickedShare')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.items.map((item) => (
                <Table.Tr key={item.itemId}>
                  <Table.Td>{item.text}</Table.Td>
                  <Table.Td>{item.ticked}</Table.Td>
                  <Table.Td miw={140}>
                    {percent(item.ticked, list.started)}%
                    <Progress value={percent(item.ticked, list.started)} size="sm" aria-hidden />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </DeckCards>
  );
}
