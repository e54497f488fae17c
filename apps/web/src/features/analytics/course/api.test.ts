import { describe, expect, it } from 'vitest';
import { learnersQuery, NO_LEARNER_FILTERS } from './api.ts';

describe('learnersQuery', () => {
  it('sends only the page when nothing is filtered', () => {
    expect(learnersQuery(NO_LEARNER_FILTERS)).toBe('page=1&pageSize=25');
    expect(learnersQuery(NO_LEARNER_FILTERS, false)).toBe('');
  });

  it('sends the search, each segmentation detail given and either end of the joining range', () => {
    const filters = {
      ...NO_LEARNER_FILTERS,
      page: 2,
      search: 'Leo',
      segments: { company: ' Acme ', zone: '', department: 'Sales' },
      joined: ['2024-01-01', null] as [string | null, string | null],
    };
    expect(learnersQuery(filters)).toBe(
      'page=2&pageSize=25&search=Leo&company=Acme&department=Sales&joinedFrom=2024-01-01',
    );
    expect(learnersQuery({ ...filters, joined: ['2024-01-01', '2024-06-30'] }, false)).toBe(
      'search=Leo&company=Acme&department=Sales&joinedFrom=2024-01-01&joinedTo=2024-06-30',
    );
  });
});
