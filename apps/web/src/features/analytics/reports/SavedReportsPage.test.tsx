import type { SavedReport } from '@lp/shared/analytics/saved-reports';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { jsonResponse, signInBuilder } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';

const report: SavedReport = {
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'Safety status',
  ownerId: 'user-1',
  ownerName: 'Asha Admin',
  version: 2,
  courseIds: [],
  range: { preset: 'last30', from: null, to: null },
  filters: [],
  statuses: [],
  columns: ['learner', 'status'],
  schedule: { frequency: 'weekly', format: 'xlsx', recipientIds: [] },
  updatedAt: '2026-11-20T10:00:00.000Z',
  lastRun: null,
};

const table = {
  from: '2026-10-27',
  to: '2026-11-25',
  columns: ['learner', 'status'],
  total: 1,
  rows: [{ learner: 'Farah Field', status: 'completed' }],
  byStatus: { notStarted: 0, inProgress: 0, completed: 1 },
};

function mockReports() {
  return mockApi({
    'GET analytics/reports/saved/getList/all': jsonResponse([report]),
    [`GET analytics/reports/saved/getManagerReports/${report._id}/table?page=1&pageSize=20`]:
      jsonResponse(table),
  });
}

describe('/builder/analytics/reports', () => {
  it('lets a creator edit, send and download a report and read its rows', async () => {
    mockReports();
    signInBuilder('Creator');
    renderApp('/builder/analytics/reports');
    const row = await screen.findByRole('row', { name: /Safety status/ });
    expect(within(row).getByText('Weekly · XLSX')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Actions: Safety status' }));
    expect(await screen.findByRole('menuitem', { name: 'Download CSV' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Send now' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New report' })).toBeTruthy();
  });

  it('shows a manager the rows of a report but no downloads, edits or new reports (SPEC §6)', async () => {
    mockReports();
    signInBuilder('Learner', true);
    renderApp('/builder/analytics/reports');
    const row = await screen.findByRole('row', { name: /Safety status/ });
    expect(within(row).queryByRole('button', { name: /Actions/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New report' })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'View rows' }));
    expect(await screen.findByRole('cell', { name: 'Farah Field' })).toBeTruthy();
  });

  it('lets a creator who is also a manager edit and send a report, but not download it', async () => {
    mockReports();
    signInBuilder('Creator', true);
    renderApp('/builder/analytics/reports');
    const row = await screen.findByRole('row', { name: /Safety status/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Actions: Safety status' }));
    expect(await screen.findByRole('menuitem', { name: 'Send now' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /^Download/ })).toBeNull();
  });
});
