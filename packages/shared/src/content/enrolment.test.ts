import { describe, expect, it } from 'vitest';
import {
  detailAsDate,
  ENROLMENT_MESSAGES,
  enrolmentRuleInputSchema,
  matchesAllRules,
  matchesEnrolmentRule,
  userSearchQuerySchema,
} from './enrolment.ts';

const messagesOf = (input: unknown) => {
  const result = enrolmentRuleInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('enrolment rule input', () => {
  it('accepts a single value for equals and a list for in, trimmed and without repeats', () => {
    expect(
      enrolmentRuleInputSchema.parse({ field: 'department', operator: 'equals', value: ' Sales ' }),
    ).toEqual({
      field: 'department',
      operator: 'equals',
      value: 'Sales',
    });
    expect(
      enrolmentRuleInputSchema.parse({ field: 'zone', operator: 'in', value: ['North', 'South', 'North'] })
        .value,
    ).toEqual(['North', 'South']);
  });

  it('rejects before/after on text fields, lists for single operators and the reverse', () => {
    expect(messagesOf({ field: 'branch', operator: 'before', value: '2024-01-01' })).toContain(
      ENROLMENT_MESSAGES.dateOperatorOnText,
    );
    expect(messagesOf({ field: 'branch', operator: 'equals', value: ['a'] })).toContain(
      ENROLMENT_MESSAGES.singleValueRequired,
    );
    expect(messagesOf({ field: 'branch', operator: 'not_in', value: 'a' })).toContain(
      ENROLMENT_MESSAGES.listValueRequired,
    );
    expect(messagesOf({ field: 'branch', operator: 'in', value: [] })).not.toEqual([]);
    expect(messagesOf({ field: 'branch', operator: 'equals', value: '   ' })).toContain(
      ENROLMENT_MESSAGES.valueRequired,
    );
    expect(messagesOf({ field: 'salary', operator: 'equals', value: '1' })).not.toEqual([]);
    expect(messagesOf({ field: 'branch', operator: 'like', value: '1' })).not.toEqual([]);
  });

  it('needs real YYYY-MM-DD dates for date_of_joining', () => {
    expect(messagesOf({ field: 'date_of_joining', operator: 'after', value: '2024-02-30' })).toContain(
      ENROLMENT_MESSAGES.invalidDate,
    );
    expect(messagesOf({ field: 'date_of_joining', operator: 'before', value: 'yesterday' })).toContain(
      ENROLMENT_MESSAGES.invalidDate,
    );
    expect(
      messagesOf({ field: 'date_of_joining', operator: 'in', value: ['2024-01-01', '2024-1-2'] }),
    ).toContain(ENROLMENT_MESSAGES.invalidDate);
    expect(messagesOf({ field: 'date_of_joining', operator: 'before', value: '2024-02-29' })).toEqual([]);
  });
});

describe('matching a rule against segmentation details', () => {
  const sales = { department: 'Sales', zone: 'North', date_of_joining: '2023-06-15' };

  it('equals and not_equals compare text case-insensitively', () => {
    expect(matchesEnrolmentRule({ field: 'department', operator: 'equals', value: 'sales' }, sales)).toBe(
      true,
    );
    expect(matchesEnrolmentRule({ field: 'department', operator: 'equals', value: 'Ops' }, sales)).toBe(
      false,
    );
    expect(matchesEnrolmentRule({ field: 'department', operator: 'not_equals', value: 'Ops' }, sales)).toBe(
      true,
    );
    expect(matchesEnrolmentRule({ field: 'department', operator: 'not_equals', value: 'SALES' }, sales)).toBe(
      false,
    );
  });

  it('in and not_in look the value up in the list', () => {
    expect(matchesEnrolmentRule({ field: 'zone', operator: 'in', value: ['South', 'north'] }, sales)).toBe(
      true,
    );
    expect(matchesEnrolmentRule({ field: 'zone', operator: 'in', value: ['South'] }, sales)).toBe(false);
    expect(matchesEnrolmentRule({ field: 'zone', operator: 'not_in', value: ['South'] }, sales)).toBe(true);
    expect(matchesEnrolmentRule({ field: 'zone', operator: 'not_in', value: ['NORTH'] }, sales)).toBe(false);
  });

  it('before and after compare calendar days of date_of_joining', () => {
    const rule = (operator: string, value: string) => ({ field: 'date_of_joining', operator, value });
    expect(matchesEnrolmentRule(rule('before', '2023-06-16'), sales)).toBe(true);
    expect(matchesEnrolmentRule(rule('before', '2023-06-15'), sales)).toBe(false);
    expect(matchesEnrolmentRule(rule('after', '2023-06-14'), sales)).toBe(true);
    expect(matchesEnrolmentRule(rule('after', '2023-06-15'), sales)).toBe(false);
    expect(
      matchesEnrolmentRule(rule('equals', '2023-06-15'), { date_of_joining: '2023-06-15T09:30:00' }),
    ).toBe(true);
    expect(matchesEnrolmentRule(rule('in', '2023-06-15'), sales)).toBe(true);
  });

  it('a learner without the detail, or with a value that is no date, matches no rule', () => {
    expect(matchesEnrolmentRule({ field: 'branch', operator: 'not_equals', value: 'X' }, sales)).toBe(false);
    expect(matchesEnrolmentRule({ field: 'branch', operator: 'not_in', value: ['X'] }, {})).toBe(false);
    expect(matchesEnrolmentRule({ field: 'branch', operator: 'equals', value: 'X' }, null)).toBe(false);
    expect(
      matchesEnrolmentRule(
        { field: 'date_of_joining', operator: 'before', value: '2030-01-01' },
        { date_of_joining: 'soon' },
      ),
    ).toBe(false);
    expect(detailAsDate('2023-13-40')).toBeNull();
    expect(detailAsDate(42)).toBeNull();
  });

  it('several filters must all match', () => {
    const rules = [
      { field: 'department', operator: 'equals', value: 'Sales' },
      { field: 'date_of_joining', operator: 'after', value: '2023-01-01' },
    ];
    expect(matchesAllRules(rules, sales)).toBe(true);
    expect(matchesAllRules(rules, { ...sales, date_of_joining: '2022-12-31' })).toBe(false);
    expect(matchesAllRules([], {})).toBe(true);
  });
});

describe('user search query', () => {
  it('defaults page and page size and drops empty text', () => {
    expect(userSearchQuerySchema.parse({ text: '  ' })).toEqual({
      text: undefined,
      details: [],
      page: 1,
      pageSize: 20,
    });
    expect(userSearchQuerySchema.safeParse({ pageSize: 1000 }).success).toBe(false);
  });
});
