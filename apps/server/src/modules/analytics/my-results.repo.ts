import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from './team.repo';

/** The learner's enrolled courses with their course progress record, if any. */
export const myCourseRecords = (db: Db, userId: string) =>
  rowsOf<{ course_id: string; name: string; kind: string; record: Record<string, unknown> | null }>(
    db,
    sql`select c.id as course_id, c.name, c.kind, p.record
      from enrollments e
      join courses c on c.id = e.course_id
      left join progress p on p.user_id = e.user_id and p.scope = 'course' and p.item_id = c.id
      where e.user_id = ${userId}
      order by c.name, c.id`,
  );

/** The learner's deck records in courses they are enrolled in, with each deck's reader type. */
export const myDeckRecords = (db: Db, userId: string) =>
  rowsOf<{
    deck_id: string;
    deck_name: string;
    reader_type: string;
    course_id: string;
    course_name: string;
    record: Record<string, unknown>;
  }>(
    db,
    sql`select d.id as deck_id, d.name as deck_name, d.reader_type, c.id as course_id, c.name as course_name, p.record
      from progress p
      join decks d on d.id = p.item_id
      join courses c on c.id = d.course_id
      join enrollments e on e.course_id = c.id and e.user_id = p.user_id
      where p.user_id = ${userId} and p.scope = 'deck'
      order by c.name, d.position, d.id`,
  );
