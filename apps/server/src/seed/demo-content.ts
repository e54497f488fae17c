import {
  DEFAULT_ARTICLE_SETTINGS,
  DEFAULT_COURSE_SETTINGS,
  DEFAULT_DECK_SETTINGS,
  type DeckSettings,
} from '@lp/shared/content';
import type { Database } from '../db/client';
import { generateIdentifier } from '../lib/identifiers';
import {
  addCourseToProgram,
  insertArticle,
  insertCourse,
  insertDeck,
  insertProgram,
  insertTopic,
} from '../modules/content/repo';

interface DemoDeck {
  name: string;
  category: string;
  content: Record<string, unknown>;
  settings?: Partial<DeckSettings>;
}
interface DemoCourse {
  name: string;
  description: string;
  priority: number;
  sequential?: boolean;
  topics: { name: string; decks: DemoDeck[] }[];
}

const html = (...paragraphs: string[]) => ({ html: paragraphs.map((p) => `<p>${p}</p>`).join('') });

const quiz = (questions: [string, string[], number][]): DemoDeck['content'] => ({
  questions: questions.map(([prompt, options, correct], q) => ({
    id: `q${q + 1}`,
    type: 'single',
    prompt,
    options: options.map((text, o) => ({ id: `q${q + 1}o${o + 1}`, text })),
    answer: [`q${q + 1}o${correct + 1}`],
  })),
});

const ONBOARDING: DemoCourse[] = [
  {
    name: 'Welcome to Demo Company',
    description: 'Who we are, how we work and where to find help in your first week.',
    priority: 10,
    topics: [
      {
        name: 'Our story',
        decks: [
          {
            name: 'Who we are',
            category: 'article',
            content: html(
              'Demo Company started in 2009 with five people and one customer.',
              'Today we serve customers in 14 countries from offices in Berlin, Pune and Bengaluru.',
            ),
          },
          {
            name: 'A day at Demo Company',
            category: 'story',
            content: {
              slides: [
                { title: '9:00 Stand-up', text: 'Each team shares plans and blockers in ten minutes.' },
                { title: '12:30 Lunch', text: 'The canteen serves food from a different region every day.' },
                {
                  title: '16:00 Learning hour',
                  text: 'One hour a week is reserved for courses like this one.',
                },
              ],
            },
          },
        ],
      },
      {
        name: 'Ways of working',
        decks: [
          {
            name: 'Our values',
            category: 'article',
            content: html('Customers first. Own the outcome. Share what you learn. Keep it simple.'),
          },
          {
            name: 'Values quiz',
            category: 'assessment',
            settings: { maxPoints: 50, passingPercentage: 50 },
            content: quiz([
              [
                'Which value asks you to see a task through to the end?',
                ['Keep it simple', 'Own the outcome'],
                1,
              ],
              ['How much time a week is reserved for learning?', ['One hour', 'One day', 'None'], 0],
            ]),
          },
        ],
      },
    ],
  },
  {
    name: 'Information Security Basics',
    description: 'Protect your accounts and spot phishing before it costs us.',
    priority: 8,
    sequential: true,
    topics: [
      {
        name: 'Passwords',
        decks: [
          {
            name: 'Strong passwords',
            category: 'article',
            content: html(
              'Use a password manager, a unique password per site, and turn on two-step sign-in.',
            ),
          },
          {
            name: 'Password check',
            category: 'assessment',
            settings: { maxPoints: 100, passingPercentage: 60 },
            content: quiz([
              [
                'Which password is strongest?',
                ['Summer2024', 'correct-Horse-battery-st4ple!', 'password1'],
                1,
              ],
              ['May you reuse your work password elsewhere?', ['Yes', 'No'], 1],
            ]),
          },
        ],
      },
      {
        name: 'Phishing',
        decks: [
          {
            name: 'Spotting phishing',
            category: 'faq',
            content: {
              items: [
                {
                  question: 'What is phishing?',
                  answer: 'A message that tricks you into giving away access or money.',
                },
                {
                  question: 'What do I do with a suspicious mail?',
                  answer: 'Do not click; report it to the helpdesk.',
                },
              ],
            },
          },
        ],
      },
    ],
  },
];

const CUSTOMER_SERVICE: DemoCourse = {
  name: 'Customer Service Excellence',
  description: 'Listen, resolve and follow up: the three habits of great service.',
  priority: 5,
  topics: [
    {
      name: 'Listening',
      decks: [
        {
          name: 'Active listening',
          category: 'article',
          content: html(
            'Let the customer finish, repeat the problem in your own words, then ask one question.',
          ),
        },
      ],
    },
  ],
};

const ARTICLES = [
  {
    name: 'Holiday calendar 2027',
    category: 'article',
    priority: 3,
    content: html('Offices close on 1 January, 1 May, 3 October, 25 and 26 December.'),
  },
  {
    name: 'Expense policy FAQ',
    category: 'faq',
    priority: 2,
    content: {
      items: [
        { question: 'How soon must I submit expenses?', answer: 'Within 30 days of the purchase.' },
        { question: 'Who approves them?', answer: 'Your manager, then finance for amounts above 500 EUR.' },
      ],
    },
  },
  {
    name: 'Meet the leadership team',
    category: 'news',
    priority: 1,
    content: html('Our leadership team holds an open Q&A on the first Friday of every month.'),
  },
];

async function createCourse(db: Database, teamId: string, ownerId: string, course: DemoCourse) {
  const row = await insertCourse(db, {
    teamId,
    ownerId,
    identifier: generateIdentifier(),
    name: course.name,
    description: course.description,
    priority: course.priority,
    published: true,
    launched: true,
    launchedAt: new Date(),
    settings: { ...DEFAULT_COURSE_SETTINGS, sequential: course.sequential ?? false },
  });
  for (const [t, topic] of course.topics.entries()) {
    const topicRow = await insertTopic(db, { teamId, courseId: row.id, name: topic.name, position: t });
    for (const [d, deck] of topic.decks.entries()) {
      await insertDeck(db, {
        teamId,
        courseId: row.id,
        topicId: topicRow.id,
        name: deck.name,
        category: deck.category,
        readerType: deck.category,
        position: d,
        settings: { ...DEFAULT_DECK_SETTINGS, ...deck.settings },
        content: deck.content,
      });
    }
  }
  return row;
}

/** A program of two courses, a standalone course and three articles, all published. */
export async function seedDemoContent(db: Database, teamId: string, ownerId: string): Promise<void> {
  const program = await insertProgram(db, {
    teamId,
    ownerId,
    identifier: generateIdentifier(),
    name: 'Onboarding Essentials',
    description: 'Everything a new colleague needs in the first month.',
    priority: 10,
    published: true,
  });
  for (const [position, course] of ONBOARDING.entries()) {
    const row = await createCourse(db, teamId, ownerId, course);
    await addCourseToProgram(db, program.id, row.id, position);
  }
  await createCourse(db, teamId, ownerId, CUSTOMER_SERVICE);
  for (const article of ARTICLES) {
    await insertArticle(db, {
      teamId,
      ownerId,
      identifier: generateIdentifier(),
      name: article.name,
      category: article.category,
      readerType: article.category,
      priority: article.priority,
      published: true,
      settings: { ...DEFAULT_ARTICLE_SETTINGS },
      content: article.content,
    });
  }
}
