/**
 * The content module's writes other modules may use: the builder (authoring) and the demo seed
 * create programs, courses, topics, decks and articles through here, never through the repo.
 */
export {
  addCourseToProgram,
  insertArticle as createArticle,
  insertCourse as createCourse,
  insertDeck as createDeck,
  insertDecks as createDecks,
  insertProgram as createProgram,
  insertTopic as createTopic,
  updateItemImage as setItemImage,
} from './repo';
