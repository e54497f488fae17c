import { IMPORT_COLUMNS, type ImportReport } from '@lp/shared/users/admin';
import { Alert, Button, FileInput, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../../lib/notify.ts';
import { useImportUsers } from '../api/admin.ts';

/** How many rows with errors the table lists; the count above it covers them all. */
const ERRORS_SHOWN = 200;

/**
 * Bulk import: pick a CSV or XLSX file, see the dry run's per-row errors (nothing written yet),
 * confirm, then read what was created, updated and skipped.
 */
export function ImportUsersModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('usersAdmin');
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<ImportReport | null>(null);
  const [result, setResult] = useState<ImportReport | null>(null);
  const run = useImportUsers();
  const close = () => {
    setFile(null);
    setChecked(null);
    setResult(null);
    onClose();
  };
  const send = (dryRun: boolean) => {
    if (!file) return;
    run.mutate(
      { file, dryRun },
      {
        onSuccess: (report) => (dryRun ? setChecked(report) : setResult(report)),
        onError: (error) => notifyFailure(error, t('failed')),
      },
    );
  };
  const toWrite = checked ? checked.created + checked.updated : 0;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('import.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('import.close') }}
    >
      <Stack gap="sm">
        {!result && (
          <>
            <Text size="sm">{t('import.help')}</Text>
            <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {IMPORT_COLUMNS.join(',')}
            </Text>
            <FileInput
              label={t('import.file')}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              leftSection={<IconUpload size={16} aria-hidden />}
              value={file}
              onChange={(value) => {
                setFile(value);
                setChecked(null);
              }}
            />
            <Group justify="flex-end">
              <Button
                variant="light"
                disabled={!file}
                loading={run.isPending && !checked}
                onClick={() => send(true)}
              >
                {t('import.check')}
              </Button>
            </Group>
          </>
        )}
        {checked && !result && (
          <>
            <Alert color={checked.errors.length > 0 ? 'yellow' : 'green'} title={t('import.checkedTitle')}>
              {t('import.checked', {
                rows: checked.rows,
                created: checked.created,
                updated: checked.updated,
                skipped: checked.skipped,
              })}
            </Alert>
            <ImportErrors report={checked} />
            <Group justify="flex-end">
              <Button disabled={toWrite === 0} loading={run.isPending} onClick={() => send(false)}>
                {t('import.confirm', { count: toWrite })}
              </Button>
            </Group>
          </>
        )}
        {result && (
          <>
            <Alert color="green" title={t('import.doneTitle')}>
              {t('import.done', {
                created: result.created,
                updated: result.updated,
                skipped: result.skipped,
                enrolled: result.enrolled,
              })}
            </Alert>
            <ImportErrors report={result} />
            <Group justify="flex-end">
              <Button onClick={close}>{t('import.close')}</Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}

function ImportErrors({ report }: { report: ImportReport }) {
  const { t } = useTranslation('usersAdmin');
  if (report.errors.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={520} mah={320}>
      <Table striped>
        <Table.Caption>{t('import.errorsCaption', { count: report.errors.length })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('import.row')}</Table.Th>
            <Table.Th>{t('username')}</Table.Th>
            <Table.Th>{t('import.problems')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.errors.slice(0, ERRORS_SHOWN).map((error) => (
            <Table.Tr key={`${error.row}-${error.username}`}>
              <Table.Td>{error.row}</Table.Td>
              <Table.Td>{error.username || '—'}</Table.Td>
              <Table.Td>{error.errors.join(' ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
