import type { SeededTeam } from './fixture';
import { QUESTION_ID } from './fixture';
import type { Operation } from './openapi';

/**
 * Which object of a seeded team each path parameter of each route names. The first rule whose
 * route pattern and parameter match wins; a parameter no rule covers makes the tenancy suite fail,
 * so a new route is either mapped here or allow-listed (tenancy.test.ts) with a reason.
 */
interface Rule {
  route: RegExp;
  param: string;
  value: (team: SeededTeam) => string;
  /** False for values that name no team's object (enums like `up`): the same in every variant. */
  tenant?: false;
}

const rules: Rule[] = [
  // Decks: each route gets a deck of the category it serves.
  { route: /\/decks\/\{id\}\/poll\//, param: 'id', value: (t) => t.ids.decks.poll },
  { route: /\/decks\/\{id\}\/questions\//, param: 'id', value: (t) => t.ids.decks.quiz },
  { route: /\/decks\/\{id\}\/leaderboards\//, param: 'id', value: (t) => t.ids.decks.quiz },
  { route: /\/decks\/\{id\}\/submissions$/, param: 'id', value: (t) => t.ids.decks.photo },
  { route: /\/decks\/\{id\}\/comments/, param: 'id', value: (t) => t.ids.decks.discussion },
  { route: /\/decks\/\{id\}\/comments\/\{commentId\}/, param: 'commentId', value: (t) => t.ids.deckComment },
  { route: /\/decks\/\{id\}/, param: 'id', value: (t) => t.ids.decks.reading },
  { route: /\/formats\/scorm\/\{deckId\}/, param: 'deckId', value: (t) => t.ids.decks.scorm },
  { route: /\/certificates\/\{deckId\}\/issue/, param: 'deckId', value: (t) => t.ids.decks.certificate },
  { route: /\/analytics\/questions\/\{deckId\}/, param: 'deckId', value: (t) => t.ids.decks.quiz },
  { route: /\/\{deckId\}/, param: 'deckId', value: (t) => t.ids.decks.reading },
  { route: /\/questions\/\{questionId\}/, param: 'questionId', value: () => QUESTION_ID, tenant: false },
  { route: /\/show\/\{readerType\}/, param: 'readerType', value: () => 'article', tenant: false },

  // Saved reports (analytics/reports/saved/...): a section is an enum.
  { route: /\/reports\/saved\/getManagerReports\//, param: 'section', value: () => 'table', tenant: false },
  { route: /\/reports\/saved\//, param: 'id', value: (t) => t.ids.savedReport },

  // Objects named by the segment before {id}.
  { route: /\/courses\/\{courseId\}\/topics\/\{id\}/, param: 'id', value: (t) => t.ids.topic },
  { route: /\/courses\/\{id\}/, param: 'id', value: (t) => t.ids.course },
  { route: /\{courseId\}/, param: 'courseId', value: (t) => t.ids.course },
  { route: /\/programs\/\{id\}/, param: 'id', value: (t) => t.ids.program },
  {
    route: /\/articles\/\{id\}\/comments\/\{commentId\}/,
    param: 'commentId',
    value: (t) => t.ids.articleComment,
  },
  { route: /\/articles\/\{id\}/, param: 'id', value: (t) => t.ids.article },
  {
    route: /\/social\/posts\/\{id\}\/comments\/\{commentId\}/,
    param: 'commentId',
    value: (t) => t.ids.socialComment,
  },
  { route: /\/social\/posts\/\{id\}/, param: 'id', value: (t) => t.ids.socialPost },
  { route: /\/social\/reports\/\{reportId\}/, param: 'reportId', value: (t) => t.ids.socialReport },
  { route: /\/favorites\/\{kind\}\/\{id\}/, param: 'kind', value: () => 'article', tenant: false },
  { route: /\/favorites\/\{kind\}\/\{id\}/, param: 'id', value: (t) => t.ids.article },
  { route: /\/banners\/\{id\}/, param: 'id', value: (t) => t.ids.banner },
  { route: /\/tickets\/user\/\{id\}/, param: 'id', value: (t) => t.learnerUser.id },
  { route: /\/tickets\/\{id\}/, param: 'id', value: (t) => t.ids.ticket },
  { route: /\/tags\/\{id\}/, param: 'id', value: (t) => t.ids.tag },
  { route: /\/tags\/\{name\}/, param: 'name', value: (t) => t.ids.tagName },
  { route: /\/rewards\/\{id\}/, param: 'id', value: (t) => t.ids.reward },
  { route: /\/contests\/\{id\}/, param: 'id', value: (t) => t.ids.contest },
  { route: /\/assets\/\{id\}/, param: 'id', value: (t) => t.ids.asset },
  { route: /\/files\/\{assetId\}/, param: 'assetId', value: (t) => t.ids.asset },
  { route: /\/certificates\/\{id\}/, param: 'id', value: (t) => t.ids.certificate },
  { route: /\/activity\/errors\/\{id\}/, param: 'id', value: (t) => t.ids.trackerError },
  { route: /\/rules\/\{criteriaId\}/, param: 'criteriaId', value: (t) => t.ids.rule },
  { route: /\/scorm\/packages\/\{packageId\}/, param: 'packageId', value: (t) => t.ids.scormPackage },
  { route: /\/scorm\/files\/\{packageId\}/, param: 'packageId', value: (t) => t.ids.scormPackage },
  {
    route: /\/teams\/\{id\}\/identity-providers\/\{providerId\}/,
    param: 'providerId',
    value: (t) => t.ids.provider,
  },
  { route: /\/auth\/oidc\/\{team\}\/\{id\}/, param: 'id', value: (t) => t.ids.provider },
  { route: /\/teams\/\{id\}/, param: 'id', value: (t) => t.team.id },
  { route: /\{team\}/, param: 'team', value: (t) => t.team.name },
  { route: /\/users\/\{id\}/, param: 'id', value: (t) => t.learnerUser.id },
  { route: /\{userId\}/, param: 'userId', value: (t) => t.learnerUser.id },
  // A version number counts within its course: 1 in every team.
  { route: /\/versions\/\{version\}/, param: 'version', value: (t) => t.ids.version, tenant: false },
  { route: /\/move\/\{direction\}/, param: 'direction', value: () => 'down', tenant: false },
  // users/list/paginated/{page}/{pageSize}[/{search}]: a page of the caller's own team.
  { route: /\/users\/list\/paginated\//, param: 'page', value: () => '1', tenant: false },
  { route: /\/users\/list\/paginated\//, param: 'pageSize', value: () => '10', tenant: false },
  { route: /\/users\/list\/paginated\//, param: 'search', value: () => 'user', tenant: false },
  { route: /\/hierarchy\/\{relation\}/, param: 'relation', value: () => 'descendants', tenant: false },
  { route: /\/email\/\{route\}/, param: 'route', value: () => 'enrolment', tenant: false },
  { route: /\/analytics\//, param: 'scope', value: () => 'all', tenant: false },
  { route: /\/analytics\//, param: 'groupBy', value: () => 'option', tenant: false },
  { route: /\/analytics\//, param: 'format', value: () => 'csv', tenant: false },
];

export interface ResolvedParam {
  name: string;
  /** The value for the team, or undefined when no rule names this parameter of this route. */
  value: ((team: SeededTeam) => string) | undefined;
  /** Names an object of a team (false for enums such as a move direction). */
  tenant: boolean;
}

export function resolvePathParams(op: Operation): ResolvedParam[] {
  return op.pathParams.map(({ name }) => {
    const rule = rules.find((r) => r.param === name && r.route.test(op.path));
    return { name, value: rule?.value, tenant: rule ? rule.tenant !== false : true };
  });
}

/**
 * Which object of a team each id field of a request body names, by the field's name (the last
 * key of its path). A uuid field no rule covers fails the tenancy suite, like a path parameter.
 */
const bodyRules: { field: RegExp; route?: RegExp; value: ((team: SeededTeam) => string) | null }[] = [
  { field: /^(courses|courseIds|course|courseId)$/, value: (t) => t.ids.course },
  { field: /^(programs|programIds)$/, value: (t) => t.ids.program },
  { field: /^(articles|articleIds)$/, value: (t) => t.ids.article },
  { field: /^tags$/, value: (t) => t.ids.tag },
  { field: /^topicId$/, value: (t) => t.ids.topic },
  { field: /^parentId$/, route: /\/articles\//, value: (t) => t.ids.articleComment },
  { field: /^parentId$/, route: /\/decks\//, value: (t) => t.ids.deckComment },
  { field: /^ids$/, route: /\/notifications\//, value: (t) => t.ids.notification },
  { field: /^teamId$/, value: (t) => t.team.id },
  { field: /^recipientIds$/, value: (t) => t.learnerUser.id },
  { field: /^managerId$/, route: /\/users\//, value: (t) => t.adminUser.id },
  { field: /^images$/, route: /\/social\//, value: (t) => t.ids.socialImage },
  // A post's link names a course (or an article) of the poster's team.
  { field: /^id$/, route: /\/social\/posts\/create$/, value: (t) => t.ids.course },
  // A ticket's assignee: an admin of the ticket's team.
  { field: /^assignee$/, route: /\/tickets\//, value: (t) => t.adminUser.id },
  // A tracker event's own uuid names no object of a team.
  { field: /^uuid$/, route: /\/activity\//, value: null },
];

export interface BodyId {
  path: (string | number)[];
  value: ((team: SeededTeam) => string) | null | undefined;
}

export function resolveBodyIds(op: Operation, paths: (string | number)[][]): BodyId[] {
  return paths.map((path) => {
    const name = String([...path].reverse().find((key) => typeof key === 'string') ?? '');
    const rule = bodyRules.find((r) => r.field.test(name) && (!r.route || r.route.test(op.path)));
    return { path, value: rule ? rule.value : undefined };
  });
}
